import {
  Award,
  Camera,
  Gamepad2,
  Home,
  Images,
  LogOut,
  Medal,
  Menu,
  ShieldCheck,
  Star,
  Trophy,
  User as UserIcon,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { NavLink, useNavigate } from 'react-router';
import type { User } from '@app/shared/schemas/users';
import { useLogout } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { BrandMark } from '@/components/ui/brand-mark';
import { brandName } from '@/lib/brand';

/** The release the build was made from (« v3.1.0 »). */
const RELEASE = `v${import.meta.env.APP_VERSION}`;

interface NavItem {
  to: string;
  /** Its name in the navigation's texts (read while rendering, in the active language). */
  label:
    | 'home'
    | 'leaderboard'
    | 'addWash'
    | 'reviews'
    | 'photos'
    | 'challenges'
    | 'hub'
    | 'badges'
    | 'levels'
    | 'profile'
    | 'admin';
  icon: LucideIcon;
  /** Shown in the mobile drawer only. */
  drawerOnly?: boolean;
  adminOnly?: boolean;
}

const NAV_ITEMS: NavItem[] = [
  { to: paths.home, label: 'home', icon: Home },
  { to: paths.leaderboard, label: 'leaderboard', icon: Trophy },
  { to: paths.addWash, label: 'addWash', icon: Camera },
  { to: paths.reviews, label: 'reviews', icon: Star },
  { to: paths.photos, label: 'photos', icon: Images },
  { to: paths.challenges, label: 'challenges', icon: Gamepad2 },
  { to: paths.viralFeatures, label: 'hub', icon: Users, drawerOnly: true },
  { to: paths.badges, label: 'badges', icon: Award, drawerOnly: true },
  { to: paths.levels, label: 'levels', icon: Medal, drawerOnly: true },
  { to: paths.profile, label: 'profile', icon: UserIcon, drawerOnly: true },
  { to: paths.admin, label: 'admin', icon: ShieldCheck, adminOnly: true },
];

function linkClass({ isActive }: { isActive: boolean }) {
  return `flex items-center gap-2 whitespace-nowrap rounded-xl px-2.5 py-2 font-semibold transition ${
    isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-900'
  }`;
}

function UserSummary({ user }: { user: User }) {
  return (
    <div className="min-w-0 text-right leading-tight">
      <p className="truncate text-sm font-bold text-slate-900">{user.display_name}</p>
      <p className="truncate text-xs text-slate-600">
        {t.nav.level({ level: user.level, name: user.level_name })} ·{' '}
        {t.nav.points({ points: user.total_points })}
      </p>
    </div>
  );
}

function NavLinks(props: {
  items: NavItem[];
  className: string;
  iconClassName: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={props.className}>
      {props.items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === paths.home} className={linkClass} onClick={props.onNavigate}>
            <item.icon aria-hidden="true" className={props.iconClassName} />
            {t.nav[item.label]}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Top bar with the desktop links, and a drawer on small screens (docs/product.md, screens). */
export function NavBar({ user, actions }: { user: User; actions?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const logout = useLogout();
  const menuButton = useRef<HTMLButtonElement>(null);
  const items = NAV_ITEMS.filter((item) => !item.adminOnly || user.is_admin);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        menuButton.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  async function handleLogout() {
    try {
      await logout.mutateAsync();
    } finally {
      navigate(paths.login, { replace: true });
    }
  }

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-3">
        <NavLink
          to={paths.home}
          aria-label={brandName()}
          className="flex shrink-0 items-center gap-2 rounded-lg font-extrabold text-brand-900"
        >
          <BrandMark size={32} className="h-8 w-8" />
          <span className="hidden sm:inline xl:hidden 2xl:inline">{brandName()}</span>
        </NavLink>

        <nav aria-label={t.nav.mainNavigation} className="hidden flex-1 xl:block">
          <NavLinks
            items={items.filter((item) => !item.drawerOnly)}
            className="flex items-center gap-0.5"
            iconClassName="h-4 w-4"
          />
        </nav>

        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
          {actions}
          <NavLink to={paths.profile} className="min-w-0 max-w-44 shrink rounded-lg px-1 xl:shrink-0">
            <UserSummary user={user} />
          </NavLink>
          <button
            type="button"
            onClick={handleLogout}
            className="hidden items-center gap-1 rounded-xl px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-red-50 hover:text-red-700 xl:flex"
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only 2xl:not-sr-only">{t.nav.logout}</span>
          </button>
          <span className="hidden text-xs text-slate-500 2xl:inline">{RELEASE}</span>
          <button
            ref={menuButton}
            type="button"
            onClick={() => setOpen(true)}
            aria-label={t.nav.openMenu}
            aria-expanded={open}
            aria-controls="mobile-drawer"
            className="flex h-11 w-11 items-center justify-center rounded-xl text-slate-800 hover:bg-slate-100 xl:hidden"
          >
            <Menu aria-hidden="true" className="h-6 w-6" />
          </button>
        </div>
      </div>

      {open &&
        // A portal: the header's backdrop blur would otherwise trap the fixed drawer inside it.
        createPortal(
          <div className="fixed inset-0 z-40 xl:hidden">
            <button
              type="button"
              tabIndex={-1}
              aria-hidden="true"
              className="absolute inset-0 h-full w-full bg-slate-900/50"
              onClick={() => setOpen(false)}
            />
            <div
              id="mobile-drawer"
              role="dialog"
              aria-modal="true"
              aria-label={t.nav.mainNavigation}
              className="absolute inset-y-0 right-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl"
            >
              <div className="flex items-center justify-between border-b border-slate-200 p-4">
                <UserSummary user={user} />
                <button
                  type="button"
                  autoFocus
                  onClick={() => setOpen(false)}
                  aria-label={t.nav.closeMenu}
                  className="flex h-11 w-11 items-center justify-center rounded-xl hover:bg-slate-100"
                >
                  <X aria-hidden="true" className="h-6 w-6" />
                </button>
              </div>
              <nav aria-label={t.nav.mainNavigation} className="flex-1 overflow-y-auto p-3">
                <NavLinks
                  items={items}
                  className="space-y-1"
                  iconClassName="h-5 w-5"
                  onNavigate={() => setOpen(false)}
                />
              </nav>
              <div className="border-t border-slate-200 p-3">
                <button
                  type="button"
                  onClick={handleLogout}
                  className="flex w-full items-center gap-2 rounded-xl px-3 py-2 font-semibold text-red-700 hover:bg-red-50"
                >
                  <LogOut aria-hidden="true" className="h-5 w-5" />
                  {t.nav.logout}
                </button>
                <p className="mt-2 text-center text-xs text-slate-500">{RELEASE}</p>
              </div>
            </div>
          </div>,
          document.body,
        )}
    </header>
  );
}
