/**
 * Scrolls an element into view and moves keyboard focus to it without a second jump, so keyboard
 * and screen-reader users land where sighted users are taken. The element gets `tabindex=-1`
 * when it is not focusable already.
 */
export function scrollToSection(id: string, { focus = true }: { focus?: boolean } = {}): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ behavior: 'smooth', block: 'start' });
  if (focus) {
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: true });
  }
  return true;
}
