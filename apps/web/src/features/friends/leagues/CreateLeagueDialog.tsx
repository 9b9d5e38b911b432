import { createLeagueRequestSchema, type CreateLeagueRequest } from '@powerplay/contracts';
import { Modal } from '../../../components/ui/Modal';
import { contractResolver } from '../../../lib/validation';
import { CreateDialogForm, NameField } from '../CreateDialogForm';
import { useCreateLeague } from './api';

interface Values {
  name: string;
}

const FIELD_ORDER = ['name'] as const;

/**
 * Creating a league (docs/rules/friends.md "Leagues"): its name, checked by the contracts' schema. The
 * creator is its commissioner and first member; the new league's page opens.
 */
export function CreateLeagueDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateLeague();
  return (
    <Modal
      open={open}
      onClose={onClose}
      dismissible={!create.isPending}
      title="Create a league"
      description="You are its commissioner: you invite the players, choose the contests it plays every time they are on, and end its seasons."
      actions={null}
    >
      {open ? <CreateForm create={create} onClose={onClose} /> : null}
    </Modal>
  );
}

function CreateForm({
  create,
  onClose,
}: {
  create: ReturnType<typeof useCreateLeague>;
  onClose: () => void;
}) {
  return (
    <CreateDialogForm<Values, CreateLeagueRequest>
      defaultValues={{ name: '' }}
      resolver={contractResolver(createLeagueRequestSchema)}
      create={create}
      fieldOrder={FIELD_ORDER}
      pageOf={(id) => `/leagues/${id}`}
      submitLabel="Create league"
      onClose={onClose}
    >
      {(register, problem) => (
        <NameField id="league-name" label="League name" problem={problem} input={register('name')} />
      )}
    </CreateDialogForm>
  );
}
