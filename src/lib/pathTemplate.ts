/** Whether a concrete API path fits a template of endpoints.json ('/x/{id}' fits '/x/42'). */
export function fitsTemplate(template: string, path: string): boolean {
  if (template === path) return true;
  const t = template.split('/');
  const p = path.split('/');
  return t.length === p.length && t.every((seg, i) => /^\{\w+\}$/.test(seg) || seg === p[i]);
}
