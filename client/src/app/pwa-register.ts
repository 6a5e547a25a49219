/**
 * Registers the service worker (src/sw.ts) and offers a new version when one is waiting (issue
 * 27.1). Loaded after the page's load event, as a chunk of its own (under 1 kB as sent: the first
 * page's budget, e2e/smoke.e2e.ts, counts it), so it uses the browser's API directly, and its
 * prompt is plain DOM (no React), shown over whatever screen is open.
 */
export function registerServiceWorker(): void {
  const workers = navigator.serviceWorker;
  let asked = false;
  // The new worker took over because the visitor asked: load the page again on the new files.
  workers.addEventListener('controllerchange', () => asked && window.location.reload());
  const ask = (waiting: ServiceWorker) => {
    asked = true;
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  void workers.register('/sw.js', { scope: '/' }).then((registration) => {
    // A waiting worker while another controls the page is a new version (the first install has none).
    const offer = () => registration.waiting && workers.controller && void showUpdatePrompt(registration.waiting, ask);
    offer();
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => installing.state === 'installed' && offer());
    });
  });
}

async function showUpdatePrompt(waiting: ServiceWorker, ask: (waiting: ServiceWorker) => void): Promise<void> {
  if (document.getElementById('selectree-update')) return;
  // The words in the page's language, loaded only when there is something to offer (off the first page).
  const t = await (await import('@/i18n/page-translator')).pageTranslator();
  if (document.getElementById('selectree-update')) return;
  const prompt = document.createElement('div');
  prompt.id = 'selectree-update';
  prompt.setAttribute('role', 'status');
  prompt.style.cssText =
    'position:fixed;inset:auto 12px 12px;z-index:1000;display:flex;gap:12px;align-items:center;justify-content:space-between;' +
    'max-width:560px;margin:auto;padding:12px 16px;border-radius:8px;background:#2b5d34;color:#fff;font:15px system-ui';
  prompt.textContent = t('device.update.ready');
  const button = document.createElement('button');
  button.textContent = t('device.update.now');
  button.style.cssText = 'border:0;border-radius:6px;padding:8px 12px;background:#fff;color:#2b5d34;font-weight:600';
  button.onclick = () => {
    button.disabled = true;
    ask(waiting);
  };
  prompt.append(button);
  document.body.append(prompt);
}
