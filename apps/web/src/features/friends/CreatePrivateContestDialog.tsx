import {
  createPrivateContestRequestSchema,
  PRIVATE_CONTEST_SIZE,
  type CreatePrivateContestRequest,
} from '@powerplay/contracts';
import { useState } from 'react';
import { Field } from '../../components/ui/Field';
import { Modal } from '../../components/ui/Modal';
import { parseWholeNumber } from '../../lib/money';
import { contractResolver } from '../../lib/validation';
import { useCreatePrivateContest } from './api';
import { CreateDialogForm, NameField } from './CreateDialogForm';
import '../../components/ui/panels.css';
import './friends.css';

/** The game a private contest is created on: a sports contest (the lobby's row), a draw or a draft. */
export interface FriendsGame {
  kind?: 'sports' | 'lottery' | 'draft';
  id: number;
  name: string;
}

interface Values {
  name: string;
  size: string;
  minPlayers: string;
  picksVisible: boolean;
}

/** The order the problems are told in, one at a time, as the form reads. */
const FIELD_ORDER = ['name', 'size', 'minPlayers', 'picksVisible'] as const;

/**
 * Creating a private contest on a sports contest (docs/rules/friends.md "Private contests"): its name, size,
 * minimum of players and whether picks show before the start, checked by the contracts' schema. The
 * creator's entry in the game is taken with it; the new contest's page opens.
 */
export function CreatePrivateContestDialog({
  game,
  onClose,
}: {
  game: FriendsGame | null;
  onClose: () => void;
}) {
  const create = useCreatePrivateContest();
  return (
    <Modal
      open={game !== null}
      onClose={onClose}
      dismissible={!create.isPending}
      title="Create a private contest"
      description={
        game
          ? `On ${game.name}: you and the friends you invite each play your own entry, ranked among yourselves. Your entry in this game is taken with it.`
          : undefined
      }
      actions={null}
    >
      {game ? <CreateForm key={game.id} game={game} create={create} onClose={onClose} /> : null}
    </Modal>
  );
}

function CreateForm({
  game,
  create,
  onClose,
}: {
  game: FriendsGame;
  create: ReturnType<typeof useCreatePrivateContest>;
  onClose: () => void;
}) {
  return (
    <CreateDialogForm<Values, CreatePrivateContestRequest>
      defaultValues={{
        name: '',
        size: '10',
        minPlayers: String(PRIVATE_CONTEST_SIZE.min),
        picksVisible: false,
      }}
      resolver={contractResolver(createPrivateContestRequestSchema, (values: Values) => ({
        game: { kind: game.kind ?? 'sports', contestId: game.id },
        name: values.name,
        size: parseWholeNumber(values.size),
        minPlayers: parseWholeNumber(values.minPlayers),
        picksVisible: values.picksVisible,
      }))}
      create={create}
      fieldOrder={FIELD_ORDER}
      pageOf={(id) => `/private-contests/${id}`}
      submitLabel="Create contest"
      onClose={onClose}
    >
      {(register, problem) => (
        <>
          {problem && problem.field === null ? (
            <p className="field-error" role="alert">
              {problem.message.message}
            </p>
          ) : null}
          <NameField id="friends-name" label="Contest name" problem={problem} input={register('name')} />
          <div className="field-row">
            <Field
              id="friends-size"
              label="Size (players)"
              hint={`${PRIVATE_CONTEST_SIZE.min} to ${PRIVATE_CONTEST_SIZE.max}.`}
              problem={problem}
              name="size"
              alertError
            >
              <input type="text" inputMode="numeric" autoComplete="off" {...register('size')} />
            </Field>
            <Field
              id="friends-min"
              label="Minimum players"
              hint="Fewer at the start cancels it."
              problem={problem}
              name="minPlayers"
              alertError
            >
              <input type="text" inputMode="numeric" autoComplete="off" {...register('minPlayers')} />
            </Field>
          </div>
          <Field
            id="friends-picks-visible"
            variant="check"
            label="Members see each other's picks before the start"
            problem={problem}
            name="picksVisible"
            alertError
          >
            <input type="checkbox" {...register('picksVisible')} />
          </Field>
        </>
      )}
    </CreateDialogForm>
  );
}

/** "Create a private contest" on a game that takes entries (a lobby row, a draw), with its dialog. */
export function CreatePrivateContestButton({ game }: { game: FriendsGame }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="link-button friends-create-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Create a private contest<span className="visually-hidden">{` on ${game.name}`}</span>
      </button>
      <CreatePrivateContestDialog game={open ? game : null} onClose={() => setOpen(false)} />
    </>
  );
}
