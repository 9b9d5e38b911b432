import { powerplayNames, type PowerplayId } from '@powerplay/domain';
import { powerplayHelp } from './copy';

type Entry = readonly [name: string, help: string];

/** The powerplays `ids`, in that order, each with what it does. */
export const powerplayEntries = (ids: readonly PowerplayId[]): Entry[] =>
  ids.map((id) => [powerplayNames[id], powerplayHelp[id]] as const);

/** The powerplays explained: each name, then what it does. */
export function PowerplayHelp({ entries }: { entries: readonly Entry[] }) {
  return (
    <dl className="powerplay-help">
      {entries.map(([name, help]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{help}</dd>
        </div>
      ))}
    </dl>
  );
}
