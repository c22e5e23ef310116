import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { Loader } from '../../components/loader/loader';
import { useIsMobile } from '../../lib/is-mobile';
import { useSession } from '../../stores/session';
import { later } from '../later';
import { useRouteTitle } from '../route-handle';
import { QueryProvider } from '../query-provider';
import { Footer } from './footer';
import { Header } from './header';
import { InstallHint } from './install-hint';
import { NetworkStatus } from './network-status';
import { SideMenu } from './side-menu';
import { usePageArrival } from './use-page-arrival';
import './layout.css';

const OutcomeNotice = later(() => import('../../features/submission/components/outcome-notice').then((m) => m.OutcomeNotice));

/** The side menu, header and footer around every page but the login pages, with the query cache they read. */
export function Layout() {
  return (
    <QueryProvider>
      <Frame />
    </QueryProvider>
  );
}

function Frame() {
  const mobile = useIsMobile();
  // A visitor (the start page) has no pupil's pages to go to: no side menu, no button for it.
  const withMenu = useSession((s) => s.status === 'signedIn');
  const toggle = useRef<HTMLButtonElement>(null);
  // Collapsed by default on mobile, open on a desktop.
  const [open, setOpen] = useState(!mobile);
  const [wasMobile, setWasMobile] = useState(mobile);
  if (wasMobile !== mobile) {
    setWasMobile(mobile);
    setOpen(!mobile);
  }
  const { pathname } = useLocation();
  // A page's code is fetched when it opens: show that something is coming on a slow network.
  const loading = useNavigation().state === 'loading';
  const arrived = usePageArrival(pathname, useRouteTitle());

  // Block bodies on purpose: Chromium's scrollTo returns a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const closeOnMobile = () => {
    if (mobile) setOpen(false);
  };

  // The phone's drawer closes on Escape, and the focus goes back to the button that opened it.
  const drawerOpen = mobile && open;
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  return (
    <div className={`layout${!withMenu ? ' layout--no-menu' : open ? ' layout--menu-open' : ''}${mobile ? ' layout--mobile' : ''}`}>
      {withMenu && <SideMenu open={open} mobile={mobile} onNavigate={closeOnMobile} />}
      {withMenu && drawerOpen && <div className="layout__backdrop" onClick={() => setOpen(false)} aria-hidden="true" />}
      {loading && <div className="route-progress" role="progressbar" aria-label="Открываем страницу" />}
      <div className="layout__main">
        <Header menuOpen={open} onToggleMenu={() => setOpen((o) => !o)} toggleRef={toggle} noMenu={!withMenu} />
        <main className="layout__content">
          <NetworkStatus />
          {withMenu && <InstallHint />}
          <Suspense fallback={<Loader size="large" delayed />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
        <OutcomeNotice />
        <p className="visually-hidden" aria-live="polite">
          {arrived}
        </p>
      </div>
    </div>
  );
}
