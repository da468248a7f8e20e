import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/a11y';
import { FAKE_MEDIA } from './support/fake-media';
import { WIDTHS } from './support/family';
import { numberedClip, whenPlayable } from './support/numbered-video';
import { studentOfDemoCoach } from './support/student-of-demo-coach';
import { demoCoachDevice, runLetters, sendSwing, swingsInQueue } from './support/swing-review';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const [, DESKTOP] = WIDTHS[0];
const [, PHONE] = WIDTHS[1];

test.use(FAKE_MEDIA);

async function shoot(page: Page, name: string) {
  await expectNoHorizontalScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Waits for the student's swings (and their voice-overs) to be converted. */
async function untilReady(page: Page, voiceOvers: number) {
  await expect
    .poll(
      async () => {
        const { swings } = await (await page.request.get('/api/swings')).json();
        const swing = swings[0] as {
          playback: { status: string };
          voiceOvers: { playback: { status: string } }[];
        };
        return [swing.playback.status, ...swing.voiceOvers.map((v) => v.playback.status)];
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toEqual(Array(1 + voiceOvers).fill('ready'));
}

test('the coach records a voice-over while playing and stepping, and the student plays it on a phone', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(PHONE);
  const lastName = `Voiceover-${runLetters()}`;
  await studentOfDemoCoach(page, baseURL, lastName);
  const name = `Sasha ${lastName}`;

  // The student sends a swing from their phone.
  await sendSwing(page, numberedClip(30, { seconds: 2, name: 'voice-over-swing.mp4' }), 'Talk me through it');
  const mySwings = page.getByRole('region', { name: 'My swings' });
  await untilReady(page, 0);

  // The coach opens it and records a voice-over: playing, pausing and stepping while talking.
  const staff = await demoCoachDevice(browser, DESKTOP, { baseURL, microphone: true });
  const coach = staff.page;
  await (await swingsInQueue(coach, name)).click();
  const review = coach.getByRole('dialog', { name });
  await review.getByRole('button', { name: 'Record a voice-over' }).click();
  await whenPlayable(coach, 'analysis-video');
  await review.getByRole('button', { name: 'Start recording' }).click();
  await expect(review.getByText('Recording', { exact: true })).toBeVisible();
  await review.getByRole('button', { name: 'Play (Space)' }).click();
  await coach.waitForTimeout(1200);
  await review.getByRole('button', { name: 'Pause (Space)' }).click();
  for (let i = 0; i < 5; i++) await review.getByRole('button', { name: 'Forward one frame (.)' }).click();
  await expect(review.getByTestId('voice-over-timer')).toContainText(/^0:0[2-9] \/ 5:00$/, {
    timeout: 10_000,
  });
  await expectAccessible(coach);
  await shoot(coach, 'voice-over-recording-desktop');
  await review.getByRole('button', { name: 'Stop' }).click();

  // Watched back before sending: the recording plays, with its picture.
  const preview = review.getByTestId('voice-over-preview');
  await whenPlayable(coach, 'voice-over-preview');
  await preview.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3);
  await shoot(coach, 'voice-over-watch-back-desktop');
  await coach.setViewportSize(PHONE);
  await shoot(coach, 'voice-over-watch-back-phone');
  await coach.setViewportSize(DESKTOP);
  await review.getByRole('button', { name: 'Send to the student' }).click();
  const sent = review.getByRole('list', { name: 'Voice-overs' }).getByTestId('voice-over');
  await expect(sent).toHaveCount(1, { timeout: 30_000 });
  await expect(sent).toContainText('from James');
  await shoot(coach, 'voice-over-sent-desktop');
  await staff.context.close();

  // The student plays it on the phone.
  await untilReady(page, 1);
  await page.reload();
  const card = mySwings.getByRole('listitem').filter({ hasText: 'Talk me through it' }).first();
  await expect(card.getByText('Reviewed', { exact: true })).toBeVisible();
  const video = card.getByTestId('voice-over-video');
  await video.scrollIntoViewIfNeeded();
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await expectAccessible(page);
  await shoot(page, 'voice-over-student-phone');
});
