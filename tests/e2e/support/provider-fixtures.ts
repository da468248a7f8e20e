import { createServer, type Server } from 'node:http';

/**
 * A stand-in for the third-party embeds, served on loopback: a scheduling widget script that behaves
 * like the provider's (a global constructor that mounts an iframe in the named container), one whose
 * constructor throws, the provider's booking page, and a lead-capture embed script and form page.
 */
const WIDGET = `window.SimplybookWidget = function (options) {
  var container = document.getElementById(options.container_id);
  if (!container) throw new Error('no container ' + options.container_id);
  var frame = document.createElement('iframe');
  frame.title = 'Booking calendar';
  frame.src = options.url + '/v2/' + (options.app_config && options.app_config.predefined && options.app_config.predefined.page ? '#' + options.app_config.predefined.page : '');
  frame.style.width = '100%';
  frame.style.height = '420px';
  frame.style.border = '0';
  container.appendChild(frame);
  window.__widgetOptions = options;
};`;

const BROKEN_WIDGET = `window.SimplybookWidget = function () { throw new Error('widget init failed'); };`;

const LEAD_FORM = `window.__leadFormLoaded = true;`;

const page = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

export async function startProviderFixtures(): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/widget.js')) {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(WIDGET);
    } else if (url.startsWith('/widget-broken.js')) {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(BROKEN_WIDGET);
    } else if (url.startsWith('/lead-form.js')) {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(LEAD_FORM);
    } else if (url.startsWith('/company')) {
      res.writeHead(200, { 'content-type': 'text/html' }).end(page('Booking calendar'));
    } else if (url.startsWith('/lead-form')) {
      res.writeHead(200, { 'content-type': 'text/html' }).end(page('Waiting list form'));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
