import { sportsPowerplayNames, type SportsPowerplayId } from '@powerplay/domain';
import type { SportsPrizeKind } from '@powerplay/contracts';
import type { UseFormRegister } from 'react-hook-form';
import { Field } from '../../components/ui/Field';
import type { GridRow } from './contest-grid';
import { kindLabels, type Values } from './sports-contest-request';

/** The contest's prize grid (paid in, one row a prize) and the powerplay kit each entry starts with. */
export function PrizeGridFields({
  p,
  rows,
  kind,
  kit,
  unit,
  register,
}: {
  /** The form's id prefix. */
  p: string;
  rows: readonly GridRow[];
  kind: SportsPrizeKind;
  kit: Values['kit'];
  unit: string;
  register: UseFormRegister<Values>;
}) {
  return (
    <>
      <fieldset className="tier-table">
        <legend>Prize grid (each row&rsquo;s prize is divided equally among its winners)</legend>
        <Field id={`${p}-kind`} label="Paid in">
          <select {...register('kind')}>
            {(Object.keys(kindLabels) as SportsPrizeKind[]).map((k) => (
              <option key={k} value={k}>
                {kindLabels[k]}
              </option>
            ))}
          </select>
        </Field>
        {rows.length === 0 ? (
          <p className="hint-text">
            Enter the minimum and maximum teams (1 to 64) for the grid&rsquo;s rows.
          </p>
        ) : (
          <>
            {rows.some((r) => r.optional) ? (
              <p className="hint-text">A row left blank pays nothing.</p>
            ) : null}
            {rows.map((row) => (
              <GridRowFields
                key={row.slot}
                row={row}
                id={`${p}-${row.slot}`}
                kind={kind}
                unit={unit}
                register={register}
              />
            ))}
          </>
        )}
      </fieldset>
      {Object.keys(kit).length > 0 ? (
        <fieldset className="tier-table">
          <legend>Powerplays each entry starts with (0: none)</legend>
          <div className="field-row">
            {Object.keys(kit).map((id) => (
              <Field key={id} id={`${p}-kit-${id}`} label={powerplayName(Number(id))}>
                <input type="text" inputMode="numeric" autoComplete="off" {...register(`kit.${id}`)} />
              </Field>
            ))}
          </div>
        </fieldset>
      ) : null}
    </>
  );
}

/** One row of the grid: its key (High 5: the minimum total, typed), then its prize. */
function GridRowFields(props: {
  row: GridRow;
  id: string;
  kind: SportsPrizeKind;
  unit: string;
  register: UseFormRegister<Values>;
}) {
  const { row, id, kind, register } = props;
  const slot = `prizes.${row.slot}` as const;
  const label = row.key === null ? `, ${row.label}` : ` for ${row.label}`;
  return (
    <div className="tier-row">
      {row.key === null ? (
        <Field id={`${id}-total`} label={`Total at least (${props.unit})${label}`}>
          <input type="text" inputMode="numeric" autoComplete="off" {...register(`${slot}.total`)} />
        </Field>
      ) : (
        <span className="tier-teams">{row.label}</span>
      )}
      {kind === 'items' ? (
        <>
          <Field id={`${id}-desc`} label={`Item${label}`}>
            <input type="text" autoComplete="off" maxLength={200} {...register(`${slot}.description`)} />
          </Field>
          <Field id={`${id}-retail`} label={`Retail value ($)${label}`}>
            <input type="text" inputMode="decimal" autoComplete="off" {...register(`${slot}.retailValue`)} />
          </Field>
        </>
      ) : (
        <Field id={`${id}-amount`} label={kind === 'cash' ? `Prize ($)${label}` : `Prize (points)${label}`}>
          <input
            type="text"
            inputMode={kind === 'cash' ? 'decimal' : 'numeric'}
            autoComplete="off"
            {...register(`${slot}.amount`)}
          />
        </Field>
      )}
    </div>
  );
}

const powerplayName = (id: number) => sportsPowerplayNames[id as SportsPowerplayId] ?? `Powerplay ${id}`;
