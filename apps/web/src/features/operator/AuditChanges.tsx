import type { OperatorAuditEntry } from '@powerplay/contracts';
import {
  changedLeaves,
  imageText,
  isImageSummary,
  isProse,
  isStructure,
  textOf,
  trimSame,
  wordDiff,
} from './audit-diff';
import { auditFieldLabel, auditFieldValue } from './audit-values';

/** A value in words: an image as what it is, the rest as the audit log has always shown it. */
const valueText = (key: string, value: unknown) =>
  isImageSummary(value) ? imageText(value) : auditFieldValue(key, value);

/** One changed value: a text's words removed and added, or `before → after`. */
function ValueChange({ field, before, after }: { field: string; before: unknown; after: unknown }) {
  if (isProse(before, after)) {
    const runs = trimSame(wordDiff(textOf(before as string), textOf(after as string)));
    return (
      <p className="audit-diff">
        {runs.map((run, i) =>
          run.kind === 'removed' ? (
            <del key={i}>{run.text}</del>
          ) : run.kind === 'added' ? (
            <ins key={i}>{run.text}</ins>
          ) : (
            <span key={i}>{run.text}</span>
          ),
        )}
      </p>
    );
  }
  return (
    <>
      <span className="audit-before">{valueText(field, before)}</span>
      <span> → </span>
      <span className="audit-after">{valueText(field, after)}</span>
    </>
  );
}

/**
 * Each value the action changed, named in words: a text or HTML edit as the words removed and added, a
 * structure (a page's blocks) as the fields inside it that changed, an image as its kind and size.
 */
export function AuditChanges({ entry }: { entry: OperatorAuditEntry }) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const rows = keys.flatMap((key) =>
    isStructure(before[key]) || isStructure(after[key])
      ? changedLeaves(before[key], after[key]).map((leaf) => ({
          id: [key, ...leaf.path].join('.'),
          label: [auditFieldLabel(key), ...leaf.path.map(auditFieldLabel)].join(' › '),
          field: leaf.path.at(-1) ?? key,
          before: leaf.before,
          after: leaf.after,
        }))
      : [{ id: key, label: auditFieldLabel(key), field: key, before: before[key], after: after[key] }],
  );
  if (rows.length === 0) return <span>—</span>;
  return (
    <dl className="audit-changes">
      {rows.map((row) => (
        <div key={row.id}>
          <dt>{row.label}:</dt>
          <dd>
            <ValueChange field={row.field} before={row.before} after={row.after} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
