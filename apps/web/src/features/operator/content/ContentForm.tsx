import {
  contentPageUpdateSchema,
  type ContentPage,
  type ContentPageUpdate,
  type ContentTextResponse,
} from '@powerplay/contracts';
import { lazy, Suspense, useState } from 'react';
import { Controller, useFieldArray, useForm, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../../components/ui/Field';
import { Loading } from '../../../components/ui/Loading';
import { MessageDialog } from '../../../components/ui/MessageDialog';
import { noticeText } from '../../../lib/messages';
import { contractResolver, firstError } from '../../../lib/validation';
import { LoadLatest, useEditorProblems, type EditorEvents } from '../useEditorProblems';
import { previewContent, useSaveContent } from './contentApi';
import { ContentPreview } from './ContentPreview';

// Tiptap is a chunk of its own, loaded by the editor's page only (never by the public pages).
const RichTextEditor = lazy(() => import('./RichTextEditor'));

interface FormValues {
  title: string;
  intro: string;
  bodyHtml: string;
  blocks: { heading: string; html: string }[];
}
type Request = z.output<typeof contentPageUpdateSchema>;

const FIELD_ORDER = ['title', 'intro', 'bodyHtml', 'blocks'];

/** What a block is called on the public page: a Game Rules tab, a how-to step, a section. */
const blockNoun = (kind: string) => (kind === 'rules' ? 'Tab' : kind === 'how-to-play' ? 'Step' : 'Section');

/** The text's fields, its Preview and Save (with the version it started from: no silent overwrite). */
export function ContentForm({ text, onSaved, onReload }: { text: ContentTextResponse } & EditorEvents) {
  const { page, kind, version } = text;
  const save = useSaveContent(page.slug);
  const { message, problem, stale, closeMessage, clear, invalid, refused } =
    useEditorProblems('CONTENT_VERSION_STALE');
  const [preview, setPreview] = useState<ContentPage | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const { register, control, handleSubmit, getValues, formState } = useForm<FormValues, unknown, Request>({
    defaultValues: { title: page.title, intro: page.intro, bodyHtml: page.bodyHtml, blocks: page.blocks },
    resolver: contractResolver(contentPageUpdateSchema),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const blocks = useFieldArray({ control, name: 'blocks' });
  const noun = blockNoun(kind);

  const onSubmit = handleSubmit(
    (request) => {
      clear();
      save.mutate(
        { ...request, expectedVersion: version },
        {
          onSuccess: (saved) => onSaved(noticeText('CONTENT_SAVED', { version: saved.version })),
          onError: refused,
        },
      );
    },
    (errors) => invalid(firstError(errors, FIELD_ORDER)),
  );

  async function showPreview() {
    setPreviewing(true);
    try {
      setPreview(await previewContent(page.slug, getValues() satisfies ContentPageUpdate));
    } catch (error) {
      refused(error);
    } finally {
      setPreviewing(false);
    }
  }

  return (
    <>
      <form className="content-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <Field id="content-title-input" label="Title" problem={problem} name="title">
          <input type="text" maxLength={200} {...register('title')} />
        </Field>
        <Field
          id="content-intro-input"
          label="Intro"
          problem={problem}
          name="intro"
          hint="Plain text, shown under the title."
        >
          <textarea rows={3} maxLength={2000} {...register('intro')} />
        </Field>
        <RichTextField control={control} name="bodyHtml" id="content-body" label="Body" />

        <fieldset className="content-blocks">
          <legend>{noun}s</legend>
          {blocks.fields.length === 0 ? <p>No {noun.toLowerCase()}s.</p> : null}
          {blocks.fields.map((field, index) => (
            <fieldset key={field.id} className="content-block-edit">
              <legend>
                {noun} {index + 1}
              </legend>
              <Field id={`content-block-${index}-heading`} label={`${noun} ${index + 1} heading`}>
                <input type="text" maxLength={200} {...register(`blocks.${index}.heading`)} />
              </Field>
              <RichTextField
                control={control}
                name={`blocks.${index}.html`}
                id={`content-block-${index}-html`}
                label={`${noun} ${index + 1} text`}
              />
              <div className="content-block-actions">
                <button
                  type="button"
                  className="button button-secondary button-small"
                  disabled={index === 0}
                  onClick={() => blocks.move(index, index - 1)}
                >
                  Move up
                </button>
                <button
                  type="button"
                  className="button button-secondary button-small"
                  disabled={index === blocks.fields.length - 1}
                  onClick={() => blocks.move(index, index + 1)}
                >
                  Move down
                </button>
                <button
                  type="button"
                  className="button button-danger button-small"
                  onClick={() => blocks.remove(index)}
                >
                  Remove {noun.toLowerCase()} {index + 1}
                </button>
              </div>
            </fieldset>
          ))}
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => blocks.append({ heading: '', html: '' })}
          >
            Add {noun.toLowerCase()}
          </button>
        </fieldset>

        <div className="actions">
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={previewing}
            onClick={() => void showPreview()}
          >
            {previewing ? 'Loading preview…' : 'Preview'}
          </button>
          {formState.isDirty ? <p className="hint-text">{noticeText('CONTENT_UNSAVED')}</p> : null}
          <LoadLatest stale={stale} onReload={onReload} />
        </div>
      </form>

      {preview ? (
        <section className="content-preview-panel" aria-labelledby="content-preview-title">
          <div className="content-preview-bar">
            <h3 id="content-preview-title">Preview (not saved)</h3>
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => setPreview(null)}
            >
              Close preview
            </button>
          </div>
          <ContentPreview page={preview} kind={kind} />
        </section>
      ) : null}
      <MessageDialog message={message} onClose={closeMessage} />
    </>
  );
}

/** A labelled Tiptap field bound to the form. */
function RichTextField({
  control,
  name,
  id,
  label,
}: {
  control: Control<FormValues>;
  name: 'bodyHtml' | `blocks.${number}.html`;
  id: string;
  label: string;
}) {
  const labelId = `${id}-label`;
  return (
    <div className="field">
      <span id={labelId} className="field-label">
        {label}
      </span>
      <Suspense fallback={<Loading label="Loading the editor…" />}>
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <RichTextEditor labelId={labelId} value={field.value} onChange={field.onChange} />
          )}
        />
      </Suspense>
    </div>
  );
}
