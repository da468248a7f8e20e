import { expect, type Locator, test } from '@playwright/test';
import { expectNoHorizontalScroll } from './support/a11y';
import { FAKE_MEDIA } from './support/fake-media';
import { WIDTHS } from './support/family';
import { numberedClip, whenPlayable } from './support/numbered-video';
import { studentOfDemoCoach } from './support/student-of-demo-coach';
import { demoCoachDevice, drag, runLetters, sendSwing, swingsInQueue } from './support/swing-review';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const [, DESKTOP] = WIDTHS[0];
const [, PHONE] = WIDTHS[1];

test.use(FAKE_MEDIA);

/** Points along the middle of the picture, where the coach draws a thick red line across it. */
const ON_THE_LINE = [0.3, 0.4, 0.5, 0.6, 0.7].map((x) => [x, 0.5] as const);

/**
 * How many of those points of the video's current picture are red. Under them the test clip is green,
 * yellow, blue, blue and magenta: none of them red.
 */
function redPointsIn(video: Locator) {
  return video.evaluate((v: HTMLVideoElement, points) => {
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    ctx.drawImage(v, 0, 0);
    return points.filter(([x, y]) => {
      const [r = 0, g = 0, b = 0] = ctx.getImageData(
        Math.floor(x * canvas.width),
        Math.floor(y * canvas.height),
        1,
        1,
      ).data;
      // Red by a clear margin, whatever a busy encoder does to its exact shade.
      return r - Math.max(g, b) > 60;
    }).length;
  }, ON_THE_LINE);
}

test('a line drawn while recording is in the voice-over the student plays, recorded as webm as Firefox records', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  const lastName = `Drawnover-${runLetters()}`;
  await studentOfDemoCoach(page, baseURL, lastName);
  const name = `Sasha ${lastName}`;
  await sendSwing(
    page,
    numberedClip(30, { seconds: 2, name: 'drawn-over.mp4' }),
    'Where is my shaft at the top?',
  );
  const mySwings = page.getByRole('region', { name: 'My swings' });

  // The coach's browser records only webm, as Firefox does: the recording has no duration in its header.
  const staff = await demoCoachDevice(browser, DESKTOP, { baseURL, microphone: true, webmOnly: true });
  const coach = staff.page;
  await (await swingsInQueue(coach, name)).click();
  const review = coach.getByRole('dialog', { name });
  await review.getByRole('button', { name: 'Record a voice-over' }).click();
  await whenPlayable(coach, 'analysis-video');
  // Drawing starts once the saved drawings (none yet) are in.
  await expect(review.getByTestId('annotation-status')).toHaveText('No drawings saved yet');
  await review.getByRole('button', { name: 'Start recording' }).click();
  await expect(review.getByText('Recording', { exact: true })).toBeVisible();
  // A second of the swing as it is (a stray click beside the dialog loses nothing), then the line drawn across it.
  await coach.mouse.click(4, 4);
  await coach.waitForTimeout(1000);
  await expect(review.getByText('Recording', { exact: true })).toBeVisible();
  await review.getByRole('button', { name: 'Line', exact: true }).click();
  await review.getByRole('button', { name: 'Red', exact: true }).click();
  await review.getByRole('button', { name: 'Thick line' }).click();
  await drag(coach, review.getByTestId('annotation-layer'), [0.1, 0.5], [0.9, 0.5]);
  await expect(review.getByTestId('voice-over-timer')).toContainText(/^0:0[2-9] \/ 5:00$/, {
    timeout: 10_000,
  });
  await review.getByRole('button', { name: 'Stop' }).click();

  // Watched back: the first picture has no line, a later one has it.
  const preview = review.getByTestId('voice-over-preview');
  await whenPlayable(coach, 'voice-over-preview');
  expect(await redPointsIn(preview)).toBe(0);
  await preview.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => redPointsIn(preview), { timeout: 10_000, intervals: [100] })
    .toBe(ON_THE_LINE.length);
  await review.getByRole('button', { name: 'Send to the student' }).click();
  await expect(review.getByRole('list', { name: 'Voice-overs' }).getByTestId('voice-over')).toHaveCount(1, {
    timeout: 30_000,
  });
  await staff.context.close();

  // The webm is converted like any video, and the student's phone plays the line in it.
  await expect
    .poll(
      async () => {
        const { swings } = await (await page.request.get('/api/swings')).json();
        return (swings[0]?.voiceOvers ?? []).map((v: { playback: { status: string } }) => v.playback.status);
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toEqual(['ready']);
  await page.reload();
  const card = mySwings.getByRole('listitem').filter({ hasText: 'Where is my shaft at the top?' }).first();
  const video = card.getByTestId('voice-over-video');
  await video.scrollIntoViewIfNeeded();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<void>((resolve) => {
        v.addEventListener('seeked', () => resolve(), { once: true });
        v.currentTime = Math.max(0, v.duration - 0.3);
      }),
  );
  await expect
    .poll(() => redPointsIn(video), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(ON_THE_LINE.length - 1);
  await expectNoHorizontalScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/voice-over-drawn-student-phone.png` });
});
