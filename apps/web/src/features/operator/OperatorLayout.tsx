import { notices } from '@powerplay/contracts';
import { Suspense } from 'react';
import { NavLink, Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/NotFoundPage';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading } from '../../components/ui/Loading';
import { RequireSignIn } from '../auth';
import { backOfficeSections } from './sections';
import '../../components/ui/panels.css';
import './operator.css';

/**
 * `/operator/*`: the back office (role operator). One frame — the heading, the sections' navigation and
 * the operator check — around each section's own page (the place a partner runs the business
 * from). It routes its sections itself (sections.tsx), each page its own chunk.
 */
export function OperatorLayout() {
  return (
    <section className="page operator" aria-labelledby="operator-title">
      <header className="page-header">
        <p className="eyebrow">Back office</p>
        <h1 id="operator-title">Operator</h1>
      </header>
      <RequireSignIn>
        {(user) =>
          user.role === 'operator' ? (
            <>
              <nav className="back-office-nav" aria-label="Back office">
                <ul>
                  {backOfficeSections.map((s) => (
                    <li key={s.path}>
                      <NavLink to={s.path ? `/operator/${s.path}` : '/operator'} end={!s.path}>
                        {s.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <Suspense fallback={<Loading />}>
                <Routes>
                  {backOfficeSections.map(({ path, page: Page }) => (
                    <Route key={path} index={!path} path={path || undefined} element={<Page />} />
                  ))}
                  {backOfficeSections.map(({ path, item }) =>
                    item ? <Route key={path} path={`${path}/${item.path}`} element={<item.page />} /> : null,
                  )}
                  <Route path="*" element={<NotFoundPage />} />
                </Routes>
              </Suspense>
            </>
          ) : (
            <ErrorPanel title={notices.OPERATOR_ONLY.title} message={notices.OPERATOR_ONLY.message} />
          )
        }
      </RequireSignIn>
    </section>
  );
}
