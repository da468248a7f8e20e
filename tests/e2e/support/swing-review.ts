import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { DEMO_COACH, DEMO_PASSWORD } from './accounts';
import { secondDevice, type Viewport } from './family';

/** Five random letters: a name part no earlier run (or a retry) has used, so lists never hold two. */
export function runLetters(): string {
  return Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/**
 * Sends a swing from My swings in the student portal's Coaching tab, and waits for the form to close.
 * `forWhat`: sent for a drill or an exercise, chosen by its label; otherwise "for my coach".
 */
export async function sendSwing(
  page: Page,
  file: string,
  note?: string,
  forWhat?: { purpose: 'drill' | 'exercise'; label: string },
) {
  await page.goto('/student-portal?tab=coaching');
  await page.getByRole('region', { name: 'My swings' }).getByRole('button', { name: 'Send a swing' }).click();
  const form = page.getByRole('dialog', { name: 'Send a swing' });
  await form.getByTestId('swing-file').setInputFiles(file);
  if (note) await form.getByLabel('Note (optional)').fill(note);
  if (forWhat) {
    await form.getByLabel('What is it for?').selectOption(forWhat.purpose);
    await form.getByLabel('Which one?').selectOption({ label: forWhat.label });
  }
  await form.getByRole('button', { name: 'Send swing' }).click();
  await expect(form).toBeHidden({ timeout: 30_000 });
}

/** Signs in to the staff portal on `page` and waits for the dashboard. */
export async function signInStaff(page: Page, email: string = DEMO_COACH.email) {
  await page.goto('/staff-portal');
  await page.getByLabel('Staff Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/**
 * The demo coach at their own computer, signed in. `microphone`: the site may use the (fake) microphone.
 * `webmOnly`: the browser records only webm, as Firefox does.
 */
export async function demoCoachDevice(
  browser: Browser,
  viewport: Viewport,
  options: { baseURL?: string; microphone?: boolean; webmOnly?: boolean } = {},
) {
  const device = await secondDevice(browser, viewport);
  if (options.microphone) {
    await device.context.grantPermissions(['microphone'], { origin: new URL(options.baseURL!).origin });
  }
  if (options.webmOnly) {
    await device.context.addInitScript(() => {
      const supported = MediaRecorder.isTypeSupported.bind(MediaRecorder);
      MediaRecorder.isTypeSupported = (type: string) => !type.startsWith('video/mp4') && supported(type);
    });
  }
  await signInStaff(device.page);
  return device;
}

/** The student's swings waiting in the coach's review queue (Messages tab), by the student's full name. */
export async function swingsInQueue(coach: Page, studentName: string): Promise<Locator> {
  await coach.goto('/staff-portal?tab=messaging');
  return coach
    .getByRole('list', { name: 'Swings to review' })
    .getByRole('button', { name: new RegExp(`^${studentName} `) });
}

/** Drags with the mouse across a drawing layer, between fractions of the picture. */
export async function drag(page: Page, layer: Locator, from: [number, number], to: [number, number]) {
  await layer.scrollIntoViewIfNeeded();
  const box = (await layer.boundingBox())!;
  const px = ([x, y]: [number, number]) => ({ x: box.x + x * box.width, y: box.y + y * box.height });
  const a = px(from);
  const b = px(to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
}

/** The tools of the drawings a layer shows on the frame on screen, in order. */
export async function toolsShown(layer: Locator): Promise<string[]> {
  const shown = (await layer.getAttribute('data-drawings')) ?? '';
  return shown ? shown.split(' ').map((entry) => entry.split(':')[1]!) : [];
}

/** Waits until the signed-in student's swings are converted, each with `frames` frames. */
export async function untilSwingsReady(page: Page, frames: number[]) {
  await expect
    .poll(
      async () => {
        const { swings } = await (await page.request.get('/api/swings')).json();
        return (swings as { playback: { status: string; frameCount: number | null } }[]).map(
          (s) => `${s.playback.status} ${s.playback.frameCount}`,
        );
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toEqual(frames.map((n) => `ready ${n}`));
}
