import config from '../../../playwright.config';

const launch = config.use?.launchOptions ?? {};

/**
 * `test.use(FAKE_MEDIA)`: a fake microphone (a tone) and camera, allowed without asking, with the
 * browser's own launch settings kept.
 */
export const FAKE_MEDIA = {
  launchOptions: {
    ...launch,
    args: [...(launch.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['microphone'],
};
