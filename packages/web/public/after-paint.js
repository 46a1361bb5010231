// The drawn landing page boots the app when the visitor first reaches for it. The server (web/spa.ts)
// moves the page's module script and preloads into <template id="after-paint">. Once the page has
// painted, the app's modules are prefetched a few at a time when the browser is idle (downloaded
// into the cache, neither compiled nor run: modulepreload would compile them on the main thread
// while the visitor reads). The script itself is added at the visitor's first touch, click, key,
// wheel or scroll, when the app boots and draws the page again. Until then the page is plain HTML: its links are real links, and
// a button pressed before the app is there (the menu) is pressed again once it is.
(() => {
  const template = document.getElementById('after-paint');
  const root = document.getElementById('root');
  if (!(template instanceof HTMLTemplateElement) || !root) return;
  const tags = Array.from(template.content.children);
  const copy = (tag) => {
    const element = document.createElement(tag.localName);
    for (const attribute of Array.from(tag.attributes)) element.setAttribute(attribute.name, attribute.value);
    document.head.append(element);
  };

  // A button pressed on the drawn page, found again in the app's page by its place and its name.
  const buttons = () => Array.from(root.querySelectorAll('button'));
  const nameOf = (button) => button.getAttribute('aria-label') || button.textContent.trim();
  let pressed = null;
  const remember = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && root.contains(button)) pressed = { index: buttons().indexOf(button), name: nameOf(button) };
  };
  const drawn = root.firstElementChild;
  new MutationObserver((_records, observer) => {
    if (!drawn || drawn.isConnected) return;
    // The app has drawn its page in place of the drawn one.
    observer.disconnect();
    window.removeEventListener('click', remember, true);
    const again = pressed && buttons()[pressed.index];
    if (again && nameOf(again) === pressed.name) setTimeout(() => again.click(), 0);
  }).observe(root, { childList: true });
  window.addEventListener('click', remember, true);

  const INTENT = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'];
  let booted = false;
  const boot = () => {
    if (booted) return;
    booted = true;
    for (const type of INTENT) window.removeEventListener(type, boot, true);
    for (const tag of tags) copy(tag);
    template.remove();
  };
  for (const type of INTENT) window.addEventListener(type, boot, { capture: true, passive: true });
  // The app's modules, prefetched a few at a time when the browser is idle, so no task grows long.
  const modules = tags.filter((tag) => tag.localName === 'link').map((tag) => tag.getAttribute('href'));
  const idle = window.requestIdleCallback ?? ((callback) => setTimeout(callback, 1));
  const prefetchSome = () => {
    if (booted) return;
    for (const href of modules.splice(0, 6)) {
      const prefetch = document.createElement('link');
      prefetch.rel = 'prefetch';
      prefetch.href = href;
      document.head.append(prefetch);
    }
    if (modules.length > 0) idle(prefetchSome);
  };
  // A frame callback runs just before the next paint; a task queued from it runs after that paint.
  requestAnimationFrame(() => setTimeout(() => idle(prefetchSome), 0));
})();
