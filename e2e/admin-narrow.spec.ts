import { ADMIN_TABS } from '../apps/web/src/features/admin/tabs';
import { drawnPicture, expect, loginAsOperator, test } from './fixtures';
import { withOwnServer } from './server-process';

// Issue 48: with 50 stations, every /admin tab and Réglages section stays within a 360 px
// screen; what is wider (a table, a chart) scrolls inside its own frame. The network grows
// to 50 stations with washes at each, so this journey owns its server.

const ADMIN = { email: 'admin-narrow@exemple.ch', password: 'admin-narrow-secret' };
const SECTIONS = ['stations', 'brand', 'scale', 'partners', 'chat', 'backups'];
const STATIONS = 50;

test('with 50 stations, every /admin tab and section fits a 360 px screen', async ({ browser }) => {
  test.setTimeout(240_000);
  await withOwnServer('narrow', ADMIN, async (baseURL) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    const operator = await context.newPage();
    await loginAsOperator(operator, ADMIN);

    // 47 more stations, with names as long as the form allows for some.
    const names = ['Cernier I', 'Cernier II', 'Saint-Blaise'];
    for (let index = names.length + 1; index <= STATIONS; index += 1) {
      const name =
        index % 5 === 0 ? `Station de lavage du Val-de-Ruz ${index}`.slice(0, 40) : `Neuchâtel ${index}`;
      const created = await operator.request.post('/api/admin/stations', {
        data: { name, google_review_url: `https://g.page/r/station-${index}/review` },
      });
      expect(created.status(), await created.text()).toBe(201);
      names.push(name);
    }
    // A wash at every station: members of their own, three stations each.
    for (let first = 0; first < names.length; first += 3) {
      const member = await browser.newContext({
        baseURL,
        extraHTTPHeaders: { 'X-Forwarded-For': `10.48.0.${first + 1}` },
      });
      const page = await member.newPage();
      await page.goto('/login');
      const registered = await page.request.post('/api/auth/register', {
        data: {
          email: `narrow-${first}@exemple.ch`,
          password: 'un-mot-de-passe-long',
          name: `Membre ${first}`,
          favorite_station: names[first],
        },
      });
      expect(registered.status(), await registered.text()).toBe(201);
      for (const station of names.slice(first, first + 3)) {
        const wash = await page.request.post('/api/washes', {
          data: { wash_type: 'standard', station, photo_data: await drawnPicture(page) },
        });
        expect(wash.status(), await wash.text()).toBe(201);
      }
      await member.close();
    }

    const tooWide: string[] = [];
    const measure = async (where: string) => {
      // Settled: no request in flight, the tab's own loading states gone.
      await operator.waitForLoadState('networkidle');
      await expect(operator.locator('[aria-busy="true"]')).toHaveCount(0);
      const width = await operator.evaluate(() => document.documentElement.scrollWidth);
      if (width <= 360) return;
      // What sticks out: the outermost elements past the screen's edge, to say where to look.
      const culprits = await operator.evaluate(() => {
        // The deepest elements whose hiding brings the page back within the screen.
        const root = document.documentElement;
        const fits = () => root.scrollWidth <= window.innerWidth;
        const found: string[] = [];
        const visit = (element: HTMLElement) => {
          const display = element.style.display;
          element.style.display = 'none';
          const culprit = fits();
          element.style.display = display;
          if (!culprit) return false;
          const deeper = [...element.children].some((child) => visit(child as HTMLElement));
          if (!deeper) {
            const label = element.getAttribute('aria-label') ?? element.textContent?.slice(0, 30) ?? '';
            found.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')} « ${label} »`);
          }
          return true;
        };
        visit(document.body);
        return found.slice(0, 3);
      });
      tooWide.push(`${where}: ${width}px (${culprits.join(', ')})`);
    };
    for (const tab of ADMIN_TABS) {
      if (tab === 'settings') continue;
      await operator.goto(`/admin?tab=${tab}`);
      // The admin area's own tab (a tab may hold a tab list of its own, as the chat does).
      await expect(operator.locator(`#admin-panel-tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
      await measure(tab);
    }
    for (const section of SECTIONS) {
      await operator.goto(`/admin?tab=settings&section=${section}`);
      await measure(`settings/${section}`);
    }
    expect(tooWide).toEqual([]);
    await context.close();
  });
});
