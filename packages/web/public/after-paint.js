// The drawn landing page boots the app when the visitor first reaches for it. The server (web/spa.ts)
// moves the page's module script and preloads into <template id="after-paint">. Once the page has
// painted, the app's modules are prefetched a few at a time when the browser is idle (downloaded
// into the cache, neither compiled nor run: modulepreload would compile them on the main thread
// while the visitor reads). The script itself is added at the visitor's first touch, click, key,
// wheel or scroll (at once for a browser that keeps some of Earmark's state), when the app boots and draws the page
// again. Until then the page is plain HTML: its links are real links; what the visitor began there
// carries over to the app's page: a button pressed (the menu) is pressed again, text typed into a
// field (the quick search) is typed into the app's field, which keeps the focus.
(() => {
  const template = document.getElementById('after-paint');
  const root = document.getElementById('root');
  if (!(template instanceof HTMLTemplateElement) || !root?.firstElementChild) return;
  const tags = Array.from(template.content.children);
  const copy = (tag) => {
    const element = document.createElement(tag.localName);
    for (const attribute of Array.from(tag.attributes)) element.setAttribute(attribute.name, attribute.value);
    document.head.append(element);
  };

  // Controls of the drawn page are found again in the app's page by their name and their place.
  const FIELDS = 'input, textarea';
  const controls = (selector) => Array.from(root.querySelectorAll(selector));
  const drawn = { button: controls('button'), [FIELDS]: controls(FIELDS) };
  const drawnNodes = Array.from(root.childNodes);
  const nameOf = (element) =>
    element.getAttribute('aria-label') || element.getAttribute('name') || element.textContent.trim();
  // The app's control of the same name, the same one in order among those of that name (controls the
  // app draws differently, such as the header's quick search, leave the others' order alone).
  const counterpart = (element, selector) => {
    const name = nameOf(element);
    const named = (list) => list.filter((candidate) => nameOf(candidate) === name);
    return named(controls(selector))[named(drawn[selector]).indexOf(element)] ?? null;
  };
  let pressed = null;
  const remember = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (drawn.button.includes(button)) pressed = button;
  };
  // The drawn field with the focus (its removal takes the focus away without an event).
  let focused = null;
  window.addEventListener('focusin', (event) => {
    if (drawn[FIELDS].includes(event.target)) focused = event.target;
  });
  const carryOver = () => {
    for (const field of drawn[FIELDS]) {
      const again = field.value !== field.defaultValue && counterpart(field, FIELDS);
      if (!again) continue;
      // Through the native setter and an input event, so the app's own state takes the text.
      const prototype = Object.getPrototypeOf(again);
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(again, field.value);
      again.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (focused) counterpart(focused, FIELDS)?.focus();
    const button = pressed && counterpart(pressed, 'button');
    if (button) setTimeout(() => button.click(), 0);
  };
  new MutationObserver((_records, observer) => {
    if (drawnNodes.some((node) => node.isConnected)) return;
    // The app has drawn its page in place of the drawn one.
    observer.disconnect();
    window.removeEventListener('click', remember, true);
    carryOver();
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
  // The drawn page is what a first visit shows. A browser keeping Earmark's state (a session without
  // the member hint cookie, a guest's checks, a banner put away: web localStorage keys "earmark.…")
  // may be shown something else: the app draws its page at once.
  let returning = false;
  try {
    returning = Object.keys(localStorage).some((key) => key.startsWith('earmark.'));
  } catch {}
  if (returning) return boot();
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
