/**
 * jest-fixed-jsdom swaps jsdom's FormData for Node's, which refuses a form element; React 19 builds one from the
 * form when a submit handler starts a transition (react-router's navigate does). A browser has no such problem,
 * so every test gets a FormData that reads a form's named fields the way a browser would.
 */
export function installFormDataFromForm() {
  const NodeFormData = globalThis.FormData;
  globalThis.FormData = class extends NodeFormData {
    constructor(form?: HTMLFormElement) {
      super();
      for (const el of form ? [...form.elements] : []) {
        if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) && el.name) {
          if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') && !el.checked) continue;
          this.append(el.name, el.value);
        }
      }
    }
  } as typeof FormData;
}
