import {
  brandLimits,
  brandUpdateSchema,
  type BrandUpdate,
  catalogue,
  formatMessage,
  type Brand,
  type BrandImageType,
} from '@powerplay/contracts';
import {
  brandContrastParams,
  brandContrastProblem,
  lowestBrandContrast,
  parseHexColour,
} from '@powerplay/domain';
import type { ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../../components/ui/Field';
import { MessageDialog } from '../../../components/ui/MessageDialog';
import { noticeText } from '../../../lib/messages';
import { contractResolver, firstError } from '../../../lib/validation';
import { LoadLatest, useEditorProblems, type EditorEvents } from '../useEditorProblems';
import { useSaveBrand } from './brandApi';
import { BrandPreview } from './BrandPreview';

/** An uploaded image: undefined keeps the saved one, null goes back to the built-in one. */
type Upload = { type: BrandImageType; data: string } | null | undefined;

/** The request's fields as the form holds them (the version is the screen's, added on submit). */
type FormValues = Omit<BrandUpdate, 'expectedVersion'>;
type Request = z.output<typeof brandUpdateSchema>;

const FIELD_ORDER = [
  'siteName',
  'logo',
  'favicon',
  'primaryColor',
  'accentColor',
  'supportPhone',
  'supportEmail',
  'legalEntity',
  'copyrightHolder',
  'sponsorLine',
];

/** Which field a server refusal concerns, so the form marks it. */
const fieldOfCode: Record<string, string> = {
  BRAND_SVG_UNSAFE: 'logo',
  BRAND_NOT_PNG: 'logo',
  BRAND_IMAGE_INVALID: 'logo',
  BRAND_IMAGE_TYPE: 'logo',
  BRAND_LOGO_TOO_LARGE: 'logo',
  BRAND_FAVICON_TOO_LARGE: 'favicon',
  BRAND_CONTRAST_LOW: 'accentColor',
};

/** A file as the request carries it: its type and its bytes in base64. */
function readUpload(file: File): Promise<{ type: BrandImageType; data: string }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = reader.result as string;
      // The type the server checks the bytes against; a file of another type is refused by the schema.
      const type = (file.type ||
        (file.name.endsWith('.svg') ? 'image/svg+xml' : 'image/png')) as BrandImageType;
      resolve({ type, data: url.slice(url.indexOf(',') + 1) });
    };
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/** The contrast the form shows as the colours change: the failing pair's message, or the lowest ratio. */
function contrastLine(primary: string, accent: string): { ok: boolean; text: string } | null {
  const p = parseHexColour(primary);
  const a = parseHexColour(accent);
  if (!p || !a) return null;
  const problem = brandContrastProblem(p, a, brandLimits.minContrast);
  if (problem) {
    return {
      ok: false,
      text: formatMessage(catalogue.BRAND_CONTRAST_LOW.message, brandContrastParams(problem)),
    };
  }
  const lowest = lowestBrandContrast(p, a);
  return {
    ok: true,
    text: `Every text readable (WCAG AA): the lowest is ${lowest.pair.toLowerCase()}, ${lowest.ratio.toFixed(2)}:1.`,
  };
}

/** The brand's fields, images with their previews, the live preview and Save (no silent overwrite). */
export function BrandForm({ brand, onSaved, onReload }: { brand: Brand } & EditorEvents) {
  const save = useSaveBrand();
  const { message, problem, stale, closeMessage, clear, invalid, refused } = useEditorProblems(
    'BRAND_VERSION_STALE',
    fieldOfCode,
  );
  const { register, handleSubmit, setValue, control } = useForm<FormValues, unknown, Request>({
    defaultValues: {
      siteName: brand.siteName,
      primaryColor: brand.primaryColor,
      accentColor: brand.accentColor,
      supportPhone: brand.supportPhone,
      supportEmail: brand.supportEmail,
      legalEntity: brand.legalEntity,
      copyrightHolder: brand.copyrightHolder,
      sponsorLine: brand.sponsorLine,
      logo: undefined,
      favicon: undefined,
    },
    resolver: contractResolver(brandUpdateSchema, (values: FormValues) => ({
      ...values,
      expectedVersion: brand.version,
    })),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const live = useWatch({ control });
  const primary = live.primaryColor ?? brand.primaryColor;
  const accent = live.accentColor ?? brand.accentColor;
  const contrast = contrastLine(primary, accent);
  const imageUrl = (upload: Upload, saved: Brand['logo']) =>
    upload ? `data:${upload.type};base64,${upload.data}` : upload === null ? null : (saved?.url ?? null);
  const logoUrl = imageUrl(live.logo as Upload, brand.logo);
  const faviconUrl = imageUrl(live.favicon as Upload, brand.favicon);

  const onSubmit = handleSubmit(
    (request) => {
      clear();
      save.mutate(request, {
        onSuccess: (saved) => onSaved(noticeText('BRAND_SAVED', { version: saved.brand.version })),
        onError: refused,
      });
    },
    (errors) => invalid(firstError(errors, FIELD_ORDER)),
  );

  const onFile = (name: 'logo' | 'favicon') => async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    try {
      setValue(name, await readUpload(file), { shouldDirty: true });
    } catch (error) {
      refused(error);
    }
  };

  const colour = (name: 'primaryColor' | 'accentColor', label: string, value: string) => (
    <Field id={`brand-${name}`} label={label} problem={problem} name={name} hint="#rrggbb">
      {(control) => (
        <span className="brand-colour">
          <input type="text" {...control} maxLength={7} spellCheck={false} {...register(name)} />
          <input
            type="color"
            aria-label={`${label} picker`}
            value={parseHexColour(value) ? value : '#000000'}
            onChange={(e) => setValue(name, e.target.value, { shouldDirty: true })}
          />
        </span>
      )}
    </Field>
  );

  const image = (name: 'logo' | 'favicon', label: string, url: string | null, limitKb: number) => (
    <Field
      id={`brand-${name}`}
      label={label}
      problem={problem}
      name={name}
      hint={`SVG or PNG, at most ${limitKb} KB. ${url ? '' : 'None: the built-in one.'}`}
    >
      {(control) => (
        <span className="brand-image">
          <input
            type="file"
            accept="image/svg+xml,image/png,.svg,.png"
            {...control}
            onChange={(e) => void onFile(name)(e)}
          />
          {url ? <img src={url} alt={`${label} (current)`} height={36} /> : null}
          {url ? (
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => setValue(name, null, { shouldDirty: true })}
            >
              Use the built-in {name}
            </button>
          ) : null}
        </span>
      )}
    </Field>
  );

  return (
    <>
      <div className="brand-layout">
        <form className="brand-form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <Field id="brand-siteName" label="Site name" problem={problem} name="siteName">
            <input type="text" maxLength={60} {...register('siteName')} />
          </Field>
          {image('logo', 'Logo', logoUrl, brandLimits.logoBytes / 1024)}
          {image('favicon', 'Favicon', faviconUrl, brandLimits.faviconBytes / 1024)}
          {colour('primaryColor', 'Primary colour', primary)}
          {colour('accentColor', 'Accent colour', accent)}
          {contrast ? (
            <p
              className={contrast.ok ? 'brand-contrast' : 'brand-contrast brand-contrast-low'}
              aria-live="polite"
            >
              {contrast.text}
            </p>
          ) : null}
          <Field id="brand-supportPhone" label="Support phone" problem={problem} name="supportPhone">
            <input type="tel" maxLength={40} {...register('supportPhone')} />
          </Field>
          <Field id="brand-supportEmail" label="Support email" problem={problem} name="supportEmail">
            <input type="email" maxLength={254} {...register('supportEmail')} />
          </Field>
          <Field id="brand-legalEntity" label="Legal entity" problem={problem} name="legalEntity">
            <input type="text" maxLength={120} {...register('legalEntity')} />
          </Field>
          <Field id="brand-copyrightHolder" label="Copyright holder" problem={problem} name="copyrightHolder">
            <input type="text" maxLength={120} {...register('copyrightHolder')} />
          </Field>
          <Field
            id="brand-sponsorLine"
            label="Sponsor line"
            problem={problem}
            name="sponsorLine"
            hint="The sponsor a new contest starts with."
          >
            <input type="text" maxLength={80} {...register('sponsorLine')} />
          </Field>
          <div className="actions">
            <button type="submit" className="button button-primary" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </button>
            <LoadLatest stale={stale} onReload={onReload} />
          </div>
        </form>
        <BrandPreview
          siteName={live.siteName ?? brand.siteName}
          primary={primary}
          accent={accent}
          savedPrimary={brand.primaryColor}
          savedAccent={brand.accentColor}
          logoUrl={logoUrl}
          supportPhone={live.supportPhone ?? brand.supportPhone}
          supportEmail={live.supportEmail ?? brand.supportEmail}
          copyrightHolder={live.copyrightHolder ?? brand.copyrightHolder}
        />
      </div>
      <MessageDialog message={message} onClose={closeMessage} />
    </>
  );
}
