import { Loading } from '../components/ui/Loading';

/** Shown while the first route's code loads (before the shell exists). */
export function AppLoading() {
  return (
    <div className="app-loading">
      <Loading />
    </div>
  );
}
