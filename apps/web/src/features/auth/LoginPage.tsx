import { loginRequestSchema, notices, type LoginRequest } from '@powerplay/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Field } from '../../components/ui/Field';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Notice } from '../../components/ui/Notice';
import type { Message } from '../../lib/messages';
import { PasswordField } from '../../components/ui/PasswordField';
import { describeError } from '../../lib/api';
import { authReturnTarget, readLoginNotice } from '../../lib/navigationState';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { workplaceOf } from '../../lib/workplaces';
import { contractResolver, firstError } from '../../lib/validation';
import { useLogin } from './api/login';
import '../../components/ui/panels.css';
import './auth.css';
import { useBrand } from '../brand';

const FIELD_ORDER = ['login', 'password'] as const;

export function LoginPage() {
  useDocumentTitle('Sign in');
  const location = useLocation();
  const { siteName } = useBrand();
  const navigate = useNavigate();
  const login = useLogin();
  const notice = readLoginNotice(location.state);
  const [message, setMessage] = useState<Message | null>(null);
  const { register, handleSubmit } = useForm<LoginRequest, unknown, LoginRequest>({
    defaultValues: { login: '', password: '' },
    resolver: contractResolver(loginRequestSchema),
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(
    (request) =>
      login.mutate(request, {
        onSuccess: ({ user }) => {
          // Staff sign in to work: the back office (or the platform console) is home unless a page sent them here.
          const target = authReturnTarget(location.state, workplaceOf(user.role)?.to ?? '/');
          void navigate(target.to, { state: target.state, replace: true });
        },
        onError: (error) => setMessage(describeError(error)),
      }),
    (errors) => setMessage(firstError(errors, FIELD_ORDER).message),
  );

  return (
    <section className="page auth-page" aria-labelledby="login-title">
      <div className="auth-card">
        <h1 id="login-title">Sign in</h1>
        <p className="lead">Welcome back. Sign in to make your picks and play your powerplays live.</p>
        <Notice text={notice ? notices[notice].message : null} />
        <form className="form" noValidate onSubmit={onSubmit}>
          <Field id="login-login" label="Email or Display Name">
            <input
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...register('login')}
            />
          </Field>
          <PasswordField
            id="login-password"
            label="Password"
            autoComplete="current-password"
            {...register('password')}
          />
          <p className="form-aside">
            <Link to="/forgot-password">Forgot password?</Link>
          </p>
          <button type="submit" className="button button-primary button-block" disabled={login.isPending}>
            {login.isPending ? 'Signing in…' : 'Sign In'}
          </button>
        </form>
        <p className="auth-switch">
          New to {siteName}?{' '}
          <Link to="/register" state={location.state as unknown}>
            Get Started
          </Link>
        </p>
      </div>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </section>
  );
}
