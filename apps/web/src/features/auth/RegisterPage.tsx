import { countries, provincesByCountry, registerRequestSchema, type CountryCode } from '@powerplay/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { MessageDialog } from '../../components/ui/MessageDialog';
import type { Message } from '../../lib/messages';
import { PasswordField } from '../../components/ui/PasswordField';
import { describeError } from '../../lib/api';
import { authReturnTarget } from '../../lib/navigationState';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { firstIssue, type FieldProblem } from '../../lib/validation';
import { FieldError, invalidField } from '../../components/ui/FieldError';
import { isApiError } from '../../lib/api';
import { useRegister } from './api/register';

interface RegisterForm {
  displayName: string;
  email: string;
  password: string;
  country: CountryCode | '';
  province: string;
  over18: boolean;
  acceptedTerms: boolean;
}

/** Spec 000 §5 (with GAME-RULES' over-18 deviation): the first failing field is the one reported. */
const FIELD_ORDER = [
  'displayName',
  'email',
  'password',
  'country',
  'province',
  'over18',
  'acceptedTerms',
] as const;

/** The server's refusals that concern one field. */
const TAKEN_FIELD: Record<string, string> = { EMAIL_TAKEN: 'email', DISPLAY_NAME_TAKEN: 'displayName' };

const DEFAULTS: RegisterForm = {
  displayName: '',
  email: '',
  password: '',
  country: '',
  province: '',
  over18: false,
  acceptedTerms: false,
};

export function RegisterPage() {
  useDocumentTitle('Create your account');
  const location = useLocation();
  const navigate = useNavigate();
  const signUp = useRegister();
  const [message, setMessage] = useState<Message | null>(null);
  // The field concerned is also marked inline (aria-invalid, described by its error), not only alerted.
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const mark = (field: string) => invalidField(problem, field, `register-${field}-error`);
  const errorOf = (field: string) => (
    <FieldError problem={problem} fields={field} id={`register-${field}-error`} />
  );
  const { register, handleSubmit, setValue, control } = useForm<RegisterForm>({ defaultValues: DEFAULTS });
  const country = useWatch({ control, name: 'country' });
  const provinces = country ? provincesByCountry[country] : [];

  const onSubmit = handleSubmit((values) => {
    const parsed = registerRequestSchema.safeParse(values);
    if (!parsed.success) {
      const first = firstIssue(parsed.error.issues, FIELD_ORDER);
      setProblem(first);
      setMessage(first.message);
      return;
    }
    setProblem(null);
    signUp.mutate(parsed.data, {
      onSuccess: () => {
        const target = authReturnTarget(location.state);
        void navigate(target.to, { state: target.state, replace: true });
      },
      onError: (error) => {
        const message = describeError(error);
        const code = isApiError(error) ? error.code : '';
        setProblem({ field: TAKEN_FIELD[code] ?? null, message });
        setMessage(message);
      },
    });
  });

  return (
    <section className="page auth-page" aria-labelledby="register-title">
      <div className="auth-card auth-card-wide">
        <h1 id="register-title">Create your account to complete your entry</h1>
        <p className="lead">
          It only takes a minute. Players must be 18 or older and live in Canada or the United States.
        </p>
        <form className="form" noValidate onSubmit={onSubmit}>
          <div className="field">
            <label htmlFor="register-display-name">Display Name</label>
            <input
              id="register-display-name"
              type="text"
              autoComplete="nickname"
              {...mark('displayName')}
              {...register('displayName')}
            />
            {errorOf('displayName')}
          </div>
          <div className="field">
            <label htmlFor="register-email">Email</label>
            <input
              id="register-email"
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              {...mark('email')}
              {...register('email')}
            />
            {errorOf('email')}
          </div>
          <PasswordField
            id="register-password"
            label="Password"
            autoComplete="new-password"
            {...invalidField(problem, 'password', 'register-password-error', 'register-password-hint')}
            {...register('password')}
          />
          {errorOf('password')}
          <p id="register-password-hint" className="hint">
            At least 8 characters.
          </p>
          <div className="field-row">
            <div className="field">
              <label htmlFor="register-country">Country</label>
              <select
                id="register-country"
                autoComplete="country"
                {...mark('country')}
                {...register('country', { onChange: () => setValue('province', '') })}
              >
                <option value="">Select Country</option>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
              {errorOf('country')}
            </div>
            <div className="field">
              <label htmlFor="register-province">Province / State</label>
              <select
                id="register-province"
                autoComplete="address-level1"
                {...mark('province')}
                {...register('province')}
              >
                <option value="">Select Province / State</option>
                {provinces.map((p) => (
                  <option key={p.code} value={p.code}>
                    {p.name}
                  </option>
                ))}
              </select>
              {errorOf('province')}
            </div>
          </div>
          <div className="check">
            <input id="register-over18" type="checkbox" {...mark('over18')} {...register('over18')} />
            <label htmlFor="register-over18">I am 18 years of age or older</label>
          </div>
          {errorOf('over18')}
          <div className="check">
            <input
              id="register-terms"
              type="checkbox"
              {...mark('acceptedTerms')}
              {...register('acceptedTerms')}
            />
            <label htmlFor="register-terms">
              I accept the{' '}
              <Link to="/terms-of-use" target="_blank" rel="noopener">
                Terms of Use
              </Link>{' '}
              and{' '}
              <Link to="/privacy" target="_blank" rel="noopener">
                Privacy Policy
              </Link>
            </label>
          </div>
          {errorOf('acceptedTerms')}
          <button type="submit" className="button button-primary button-block" disabled={signUp.isPending}>
            {signUp.isPending ? 'Signing up…' : 'Sign up'}
          </button>
        </form>
        <p className="auth-switch">
          Already have an account?{' '}
          <Link to="/login" state={location.state as unknown}>
            Sign in
          </Link>
        </p>
      </div>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </section>
  );
}
