import { notices, partnerEnquiryRequestSchema } from '@powerplay/contracts';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Field } from '../../components/ui/Field';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { EmailInput } from '../../components/ui/EmailInput';
import type { Message } from '../../lib/messages';
import { describeError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { contractResolver, firstError } from '../../lib/validation';
import { useCreatePartnerEnquiry } from './api';
import { useBrand } from '../brand';

interface PartnerForm {
  name: string;
  email: string;
  phone: string;
  message: string;
}

const FIELD_ORDER = ['name', 'email', 'phone', 'message'] as const;

interface Shown {
  message: Message;
  role: 'dialog' | 'alertdialog';
  /** After the enquiry was sent, or it failed on the server, closing returns home. */
  thenHome: boolean;
}

export function PartnerPage() {
  const { siteName } = useBrand();
  useDocumentTitle('Partner with us');
  const navigate = useNavigate();
  const send = useCreatePartnerEnquiry();
  const [shown, setShown] = useState<Shown | null>(null);
  const { register, handleSubmit, setValue } = useForm({
    defaultValues: { name: '', email: '', phone: '', message: '' } satisfies PartnerForm,
    resolver: contractResolver(partnerEnquiryRequestSchema),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(
    (request) =>
      send.mutate(request, {
        onSuccess: () => setShown({ message: notices.PARTNER_SENT, role: 'dialog', thenHome: true }),
        onError: (error) => setShown({ message: describeError(error), role: 'alertdialog', thenHome: true }),
      }),
    (errors) =>
      setShown({ message: firstError(errors, FIELD_ORDER).message, role: 'alertdialog', thenHome: false }),
  );

  function onClose() {
    const home = shown?.thenHome ?? false;
    setShown(null);
    if (home) void navigate('/');
  }

  return (
    <section className="page partner-page" aria-labelledby="partner-title">
      <div className="partner-layout">
        <header className="page-header">
          <h1 id="partner-title">Partner with us</h1>
          <p className="lead">
            Charities, state lotteries, casinos, operators and media brands run live-play games on {siteName}.
            Tell us about your organisation and we will arrange a live demo.
          </p>
          <ul className="checklist">
            <li>Ready-made lotto draws and sports contests, or a custom game</li>
            <li>Auditable random number generation and instant audit</li>
            <li>White-label websites, API integration and dashboard analytics</li>
          </ul>
        </header>
        <form className="form auth-card" noValidate onSubmit={onSubmit} aria-label="Partner enquiry">
          <Field id="partner-name" label="Name">
            <input type="text" autoComplete="name" {...register('name')} />
          </Field>
          <Field id="partner-email" label="Email">
            <EmailInput {...register('email')} />
          </Field>
          <Field id="partner-phone" label="Phone Number" hint="Digits only, with the area code.">
            <input
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              {...register('phone', {
                // Digits only: anything else typed or pasted is dropped as it comes in.
                onChange: (e: ChangeEvent<HTMLInputElement>) => {
                  const digits = e.target.value.replace(/\D+/g, '');
                  if (digits !== e.target.value) setValue('phone', digits);
                },
              })}
            />
          </Field>
          <Field id="partner-message" label="Message">
            <textarea rows={5} {...register('message')} />
          </Field>
          <button type="submit" className="button button-primary button-block" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Partner with us!'}
          </button>
        </form>
      </div>
      <MessageDialog message={shown?.message ?? null} role={shown?.role} onClose={onClose} />
    </section>
  );
}
