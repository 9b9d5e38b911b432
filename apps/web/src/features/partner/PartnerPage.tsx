import { notices, partnerEnquiryRequestSchema } from '@powerplay/contracts';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { MessageDialog } from '../../components/ui/MessageDialog';
import type { Message } from '../../lib/messages';
import { describeError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { firstIssueMessage } from '../../lib/validation';
import { useCreatePartnerEnquiry } from './api';

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
  /** After the enquiry was sent, or it failed on the server, closing returns home (spec 002 §2.11). */
  thenHome: boolean;
}

export function PartnerPage() {
  useDocumentTitle('Partner with us');
  const navigate = useNavigate();
  const send = useCreatePartnerEnquiry();
  const [shown, setShown] = useState<Shown | null>(null);
  const { register, handleSubmit, setValue } = useForm<PartnerForm>({
    defaultValues: { name: '', email: '', phone: '', message: '' },
  });

  const onSubmit = handleSubmit((values) => {
    const parsed = partnerEnquiryRequestSchema.safeParse(values);
    if (!parsed.success) {
      setShown({
        message: firstIssueMessage(parsed.error.issues, FIELD_ORDER),
        role: 'alertdialog',
        thenHome: false,
      });
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: () => setShown({ message: notices.PARTNER_SENT, role: 'dialog', thenHome: true }),
      onError: (error) => setShown({ message: describeError(error), role: 'alertdialog', thenHome: true }),
    });
  });

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
            Charities, state lotteries, casinos, operators and media brands run live-play games on Powerplay.
            Tell us about your organisation and we will arrange a live demo.
          </p>
          <ul className="checklist">
            <li>Ready-made lotto draws and sports contests, or a custom game</li>
            <li>Auditable random number generation and instant audit</li>
            <li>White-label websites, API integration and dashboard analytics</li>
          </ul>
        </header>
        <form className="form auth-card" noValidate onSubmit={onSubmit} aria-label="Partner enquiry">
          <div className="field">
            <label htmlFor="partner-name">Name</label>
            <input id="partner-name" type="text" autoComplete="name" {...register('name')} />
          </div>
          <div className="field">
            <label htmlFor="partner-email">Email</label>
            <input
              id="partner-email"
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              {...register('email')}
            />
          </div>
          <div className="field">
            <label htmlFor="partner-phone">Phone Number</label>
            <input
              id="partner-phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              aria-describedby="partner-phone-hint"
              {...register('phone', {
                // Digits only: anything else typed or pasted is dropped as it comes in.
                onChange: (e: ChangeEvent<HTMLInputElement>) => {
                  const digits = e.target.value.replace(/\D+/g, '');
                  if (digits !== e.target.value) setValue('phone', digits);
                },
              })}
            />
            <p id="partner-phone-hint" className="hint">
              Digits only, with the area code.
            </p>
          </div>
          <div className="field">
            <label htmlFor="partner-message">Message</label>
            <textarea id="partner-message" rows={5} {...register('message')} />
          </div>
          <button type="submit" className="button button-primary button-block" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Partner with us!'}
          </button>
        </form>
      </div>
      <MessageDialog message={shown?.message ?? null} role={shown?.role} onClose={onClose} />
    </section>
  );
}
