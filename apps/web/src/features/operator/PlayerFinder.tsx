import type { User } from '@powerplay/contracts';
import { useState } from 'react';
import { Field } from '../../components/ui/Field';
import { QueryTable, TableHead } from '../../components/ui/QueryTable';
import { clubLabels } from '../../lib/clubs';
import { noticeText } from '../../lib/messages';
import { usePlayerSearch } from './api';

/** Finds a player by email, display name or id, so the operator never has to know an id by heart. */
export function PlayerFinder({
  onSelect,
  actionLabel = 'Select',
}: {
  onSelect: (user: User) => void;
  /** The button of each row ("Select" fills a form; "Open" goes to the player's page). */
  actionLabel?: string;
}) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const players = usePlayerSearch(search);

  return (
    <div className="player-finder">
      <form
        className="form finder-form"
        role="search"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(text.trim());
        }}
      >
        <Field id="find-player" label="Find a player">
          <input
            type="search"
            autoComplete="off"
            placeholder="Email, display name or id"
            maxLength={254}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <button type="submit" className="button button-secondary">
          Search
        </button>
      </form>
      {search === '' ? null : (
        <QueryTable query={players} empty={noticeText('NO_PLAYER_MATCH', { search })} label="Players found">
          {(rows) => (
            <>
              <TableHead
                columns={['#', 'Display name', 'Email', 'Club', { label: actionLabel, hidden: true }]}
              />
              <tbody>
                {rows.map((p) => (
                  <tr key={p.id}>
                    <td>{p.id}</td>
                    <td>{p.displayName}</td>
                    <td className="break">{p.email}</td>
                    <td>{clubLabels[p.club]}</td>
                    <td>
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        onClick={() => onSelect(p)}
                      >
                        {actionLabel}
                        <span className="visually-hidden"> {p.displayName}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </>
          )}
        </QueryTable>
      )}
    </div>
  );
}
