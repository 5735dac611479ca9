/** Full page reload, kept in one place so screens can offer "Try Again" and tests can observe it. */
export function reloadPage() {
  window.location.reload();
}
