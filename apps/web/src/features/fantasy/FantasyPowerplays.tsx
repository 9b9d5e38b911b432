import type { FantasyLiveResponse, UseFantasyPowerplayRequest } from '@powerplay/contracts';
import { sportsPowerplayIds } from '@powerplay/domain';
import { useState } from 'react';
import type { Message } from '../../lib/messages';
import type { PowerplayMutation } from '../../lib/usePowerplayMutation';

const { swap: SWAP, starPower: STAR_POWER, undo: UNDO } = sportsPowerplayIds;
type Pick = FantasyLiveResponse['picks'][number];

/**
 * My Powerplays Inventory (docs/rules/fantasy.md "Powerplays"): what is left of each, Swap (a bench
 * player in for an active one), Star Power (the ×2 to another active skater) and Undo. The server
 * decides; a refusal shows the catalogue's text in the page's dialog.
 */
export function FantasyPowerplays({
  data,
  powerplay,
}: {
  data: FantasyLiveResponse;
  powerplay: PowerplayMutation<UseFantasyPowerplayRequest, Message>;
}) {
  const bench = data.picks.filter((p) => p.bench);
  const active = data.picks.filter((p) => !p.bench);
  const skaters = active.filter((p) => !p.star && p.player.position !== 'GOALIE');
  const [playerIn, setIn] = useState('');
  const [playerOut, setOut] = useState('');
  const [star, setStar] = useState('');
  const left = (id: number) => data.powerplays.find((p) => p.powerplayId === id)?.remaining ?? 0;
  const settled = data.entry.result !== null;
  const off = (id: number) => powerplay.busy || settled || left(id) === 0;
  const chosen = (value: string, options: readonly { player: { key: string } }[]) =>
    options.some((o) => o.player.key === value) ? value : (options[0]?.player.key ?? '');
  const swapIn = chosen(playerIn, bench);
  const swapOut = chosen(playerOut, active);
  const starTo = chosen(star, skaters);

  return (
    <section className="fantasy-section fantasy-inventory" aria-labelledby="inventory-title">
      <h2 id="inventory-title">My Powerplays Inventory</h2>
      <ul className="fantasy-stock" aria-label="Powerplays left">
        {data.powerplays.map((p) => (
          <li key={p.powerplayId}>
            {p.name}: <strong>{p.remaining}</strong>
          </li>
        ))}
      </ul>
      <fieldset className="fantasy-powerplay">
        <legend>Swap</legend>
        <PlayerSelect
          label="In"
          name="Bench player to bring in"
          value={swapIn}
          onChange={setIn}
          picks={bench}
        />{' '}
        <PlayerSelect
          label="Out"
          name="Active player to bench"
          value={swapOut}
          onChange={setOut}
          picks={active}
        />{' '}
        <button
          type="button"
          className="button button-small button-primary"
          disabled={off(SWAP) || !swapIn || !swapOut}
          onClick={() => powerplay.use({ powerplayId: SWAP, playerIn: swapIn, playerOut: swapOut })}
        >
          Use Swap
        </button>
      </fieldset>
      <fieldset className="fantasy-powerplay">
        <legend>Star Power</legend>
        <PlayerSelect
          label="New Star Player"
          name="Active skater to star"
          value={starTo}
          onChange={setStar}
          picks={skaters}
        />{' '}
        <button
          type="button"
          className="button button-small button-primary"
          disabled={off(STAR_POWER) || !starTo}
          onClick={() => powerplay.use({ powerplayId: STAR_POWER, player: starTo })}
        >
          Use Star Power
        </button>
      </fieldset>
      <button
        type="button"
        className="button button-small button-secondary"
        disabled={off(UNDO)}
        onClick={() => powerplay.use({ powerplayId: UNDO })}
      >
        Undo
      </button>
    </section>
  );
}

/** A choice of one of `picks`' players, labelled `label` on screen and `name` for assistive technology. */
function PlayerSelect(props: {
  label: string;
  name: string;
  value: string;
  onChange: (key: string) => void;
  picks: readonly Pick[];
}) {
  return (
    <label>
      {props.label}{' '}
      <select value={props.value} onChange={(e) => props.onChange(e.target.value)} aria-label={props.name}>
        {props.picks.map((p) => (
          <option key={p.player.key} value={p.player.key}>
            {p.player.name}
          </option>
        ))}
      </select>
    </label>
  );
}
