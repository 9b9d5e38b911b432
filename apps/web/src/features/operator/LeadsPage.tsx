import {
  leadKinds,
  leadStatuses,
  leadStatusLabels,
  type LeadKind,
  type LeadStatus,
} from '@powerplay/contracts';
import { useState } from 'react';
import { Field } from '../../components/ui/Field';
import { Loading } from '../../components/ui/Loading';
import { Notice } from '../../components/ui/Notice';
import { QueryError } from '../../components/ui/QueryError';
import { TableScroll } from '../../components/ui/TableScroll';
import { noticeText } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { LeadRow } from './LeadRow';
import { exportHref, useLeads, type LeadFilters } from './leadsApi';
import './leads.css';

/** The kind filter's choices: both kinds are "All leads". */
const kindChoices: Record<LeadKind, string> = { partner: 'Partner enquiries', notify: 'Notify Me requests' };

interface FormState {
  kind: '' | LeadKind;
  status: '' | LeadStatus;
  search: string;
}
const EMPTY: FormState = { kind: '', status: '', search: '' };

const filtersOf = (form: FormState): LeadFilters => ({
  ...(form.kind ? { kind: form.kind } : {}),
  ...(form.status ? { status: form.status } : {}),
  ...(form.search.trim() ? { search: form.search.trim() } : {}),
});

/** `/operator/leads`: partner enquiries and Notify Me requests (decision 024). */
export function LeadsPage() {
  useDocumentTitle('Leads · Operator');
  return <Leads />;
}

/**
 * The leads: filtered by kind, status and text (any field or note), 50 a page, newest first; each row's
 * status and notes are edited in place; "Download CSV" exports what the filters find.
 */
export function Leads() {
  const [form, setForm] = useState<FormState>(EMPTY);
  const [filters, setFilters] = useState<LeadFilters>({});
  const [page, setPage] = useState(1);
  const [done, setDone] = useState('');
  const leads = useLeads(filters, page);
  const pages = leads.data ? Math.max(1, Math.ceil(leads.data.total / leads.data.pageSize)) : 1;
  const apply = (next: FormState) => {
    setForm(next);
    setFilters(filtersOf(next));
    setPage(1);
  };

  return (
    <section className="account-card" aria-labelledby="leads-title">
      <div className="section-head">
        <h2 id="leads-title">Leads</h2>
        <a className="button button-secondary button-small" href={exportHref(filters)} download>
          Download CSV
        </a>
      </div>
      <form
        className="form leads-filters"
        aria-label="Filter the leads"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply(form);
        }}
      >
        <Field id="leads-kind" label="Kind">
          <select
            value={form.kind}
            onChange={(e) => apply({ ...form, kind: e.target.value as FormState['kind'] })}
          >
            <option value="">All leads</option>
            {leadKinds.map((k) => (
              <option key={k} value={k}>
                {kindChoices[k]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="leads-status" label="Status">
          <select
            value={form.status}
            onChange={(e) => apply({ ...form, status: e.target.value as FormState['status'] })}
          >
            <option value="">Any status</option>
            {leadStatuses.map((s) => (
              <option key={s} value={s}>
                {leadStatusLabels[s]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="leads-search" label="Search">
          <input
            type="search"
            maxLength={200}
            autoComplete="off"
            value={form.search}
            onChange={(e) => setForm({ ...form, search: e.target.value })}
          />
        </Field>
        <div className="row-actions">
          <button type="submit" className="button button-secondary">
            Search
          </button>
          <button type="button" className="button button-secondary" onClick={() => apply(EMPTY)}>
            Clear
          </button>
        </div>
      </form>
      <Notice text={done} />
      {leads.isPending ? (
        <Loading />
      ) : leads.isError ? (
        <QueryError error={leads.error} onRetry={() => void leads.refetch()} retrying={leads.isFetching} />
      ) : leads.data.leads.length === 0 ? (
        <p className="empty-state">{noticeText('NO_LEADS')}</p>
      ) : (
        <>
          <TableScroll label="Leads found">
            <table className="data-table leads-table" aria-busy={leads.isFetching || undefined}>
              <thead>
                <tr>
                  <th scope="col">Received</th>
                  <th scope="col">Lead</th>
                  <th scope="col">Contact</th>
                  <th scope="col">Details</th>
                  <th scope="col">Status</th>
                  <th scope="col">Notes</th>
                </tr>
              </thead>
              <tbody>
                {leads.data.leads.map((lead) => (
                  <LeadRow key={`${lead.kind}:${lead.id}`} lead={lead} onDone={setDone} />
                ))}
              </tbody>
            </table>
          </TableScroll>
          <nav className="leads-pager" aria-label="Pages of leads">
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={page <= 1}
              onClick={() => setPage((p) => p - 1)}
            >
              Previous
            </button>
            <span>
              Page {page} of {pages} ({leads.data.total} {leads.data.total === 1 ? 'lead' : 'leads'})
            </span>
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={page >= pages}
              onClick={() => setPage((p) => p + 1)}
            >
              Next
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
