import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldProblem } from '../../lib/validation';
import { Field } from './Field';
import { FieldError } from './FieldError';

const problemOf = (field: string): FieldProblem => ({
  field,
  message: { title: 'Alert', message: `${field} is wrong` },
});

describe('Field', () => {
  it('labels its input, and marks it only when the problem is its own, keeping its hint', () => {
    const { rerender } = render(
      <Field id="f-email" label="Email" problem={null} name="email" hint="We never share it.">
        <input type="email" />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('id', 'f-email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We never share it.');

    rerender(
      <Field
        id="f-email"
        label="Email"
        problem={problemOf('password')}
        name="email"
        hint="We never share it."
      >
        <input type="email" />
      </Field>,
    );
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('password is wrong')).not.toBeInTheDocument();

    rerender(
      <Field id="f-email" label="Email" problem={problemOf('email')} name="email" hint="We never share it.">
        <input type="email" />
      </Field>,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // The error first, then the hint.
    expect(input).toHaveAccessibleDescription('email is wrong We never share it.');
  });

  it('puts a checkbox before its label, and gives a wrapped input its control through a function', () => {
    render(
      <>
        <Field id="f-terms" variant="check" label="I agree" problem={problemOf('terms')} name="terms">
          <input type="checkbox" />
        </Field>
        <Field id="f-amount" label="Amount" problem={problemOf('amountCents')} name="amountCents">
          {(control) => (
            <div className="money-input">
              <span aria-hidden="true">$</span>
              <input type="text" {...control} />
            </div>
          )}
        </Field>
      </>,
    );
    const terms = screen.getByRole('checkbox', { name: 'I agree' });
    expect(terms.parentElement).toHaveClass('check');
    expect(terms).toHaveAccessibleDescription('terms is wrong');
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('amountCents is wrong');
  });

  it('lets inputs share one error shown after them, and keeps an input’s own description', () => {
    const problem = problemOf('dateOfBirth');
    render(
      <fieldset>
        <Field
          id="f-day"
          label="Day"
          problem={problem}
          name="dateOfBirth"
          errorId="dob-error"
          showError={false}
        >
          <select aria-describedby="dob-note" />
        </Field>
        <Field
          id="f-year"
          label="Year"
          problem={problem}
          name="dateOfBirth"
          errorId="dob-error"
          showError={false}
        >
          <select />
        </Field>
        <p id="dob-note">As on your passport.</p>
        <FieldError problem={problem} fields="dateOfBirth" id="dob-error" />
      </fieldset>,
    );
    expect(screen.getAllByText('dateOfBirth is wrong')).toHaveLength(1);
    expect(screen.getByLabelText('Day')).toHaveAccessibleDescription(
      'dateOfBirth is wrong As on your passport.',
    );
    expect(screen.getByLabelText('Year')).toHaveAccessibleDescription('dateOfBirth is wrong');
  });
});
