import {
  countries,
  provincesByCountry,
  registerRequestSchema,
  type CountryCode,
  type RegisterRequest,
} from '@powerplay/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Field } from '../../components/ui/Field';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { PasswordField } from '../../components/ui/PasswordField';
import { EmailInput } from '../../components/ui/EmailInput';
import { describeError, isApiError } from '../../lib/api';
import { authReturnTarget } from '../../lib/navigationState';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { contractResolver, firstError, useFormProblem } from '../../lib/validation';
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

/** In the old site's order (docs/rules/accounts.md "Sign-up"): the first failing field is reported. */
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
  // The field concerned is also marked inline (aria-invalid, described by its error), not only alerted.
  const { problem, message, fail, clear, closeMessage } = useFormProblem();
  const { register, handleSubmit, setValue, control } = useForm<RegisterForm, unknown, RegisterRequest>({
    defaultValues: DEFAULTS,
    resolver: contractResolver(registerRequestSchema),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const country = useWatch({ control, name: 'country' });
  const provinces = country ? provincesByCountry[country] : [];

  const onSubmit = handleSubmit(
    (request) => {
      clear();
      signUp.mutate(request, {
        onSuccess: () => {
          const target = authReturnTarget(location.state);
          void navigate(target.to, { state: target.state, replace: true });
        },
        onError: (error) => {
          const code = isApiError(error) ? error.code : '';
          fail({ field: TAKEN_FIELD[code] ?? null, message: describeError(error) });
        },
      });
    },
    (errors) => fail(firstError(errors, FIELD_ORDER)),
  );

  return (
    <section className="page auth-page" aria-labelledby="register-title">
      <div className="auth-card auth-card-wide">
        <h1 id="register-title">
          {/* "complete your entry" only when one is in progress (a draft order, Elite 8 numbers). */}
          {authReturnTarget(location.state).state?.selected !== undefined
            ? 'Create your account to complete your entry'
            : 'Create your account'}
        </h1>
        <p className="lead">
          It only takes a minute. Players must be 18 or older and live in Canada or the United States.
        </p>
        <form className="form" noValidate onSubmit={onSubmit}>
          <Field id="register-display-name" label="Display Name" problem={problem} name="displayName">
            <input type="text" autoComplete="nickname" {...register('displayName')} />
          </Field>
          <Field id="register-email" label="Email" problem={problem} name="email">
            <EmailInput {...register('email')} />
          </Field>
          <PasswordField
            id="register-password"
            label="Password"
            autoComplete="new-password"
            problem={problem}
            hint="At least 8 characters."
            {...register('password')}
          />
          <div className="field-row">
            <Field id="register-country" label="Country" problem={problem} name="country">
              <select
                autoComplete="country"
                {...register('country', { onChange: () => setValue('province', '') })}
              >
                <option value="">Select Country</option>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="register-province" label="Province / State" problem={problem} name="province">
              <select autoComplete="address-level1" {...register('province')}>
                <option value="">Select Province / State</option>
                {provinces.map((p) => (
                  <option key={p.code} value={p.code}>
                    {p.name}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <Field
            id="register-over18"
            variant="check"
            label="I am 18 years of age or older"
            problem={problem}
            name="over18"
          >
            <input type="checkbox" {...register('over18')} />
          </Field>
          <Field
            id="register-terms"
            variant="check"
            label={
              <>
                I accept the{' '}
                <Link to="/terms-of-use" target="_blank" rel="noopener">
                  Terms of Use
                </Link>{' '}
                and{' '}
                <Link to="/privacy" target="_blank" rel="noopener">
                  Privacy Policy
                </Link>
              </>
            }
            problem={problem}
            name="acceptedTerms"
          >
            <input type="checkbox" {...register('acceptedTerms')} />
          </Field>
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
      <MessageDialog message={message} onClose={closeMessage} />
    </section>
  );
}
