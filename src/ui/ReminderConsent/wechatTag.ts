import type { ReminderGroup } from '@/api/basic/reminderKinds';
import { setTemplateText } from '@/lib/trustedTypes';

/** What WeChat's subscribe button reports on 'success': each template's answer ('accept', 'reject', 'ban', 'filter'). */
export function answersOf(detail: unknown): Record<string, 'accept' | 'reject' | 'ban' | 'filter'> {
  const raw = (detail as { subscribeDetails?: unknown } | null)?.subscribeDetails;
  const out: Record<string, 'accept' | 'reject' | 'ban' | 'filter'> = {};
  try {
    const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, unknown> | null;
    for (const [templateId, value] of Object.entries(parsed ?? {})) {
      const status = ((typeof value === 'string' ? JSON.parse(value) : value) as { status?: unknown } | null)?.status;
      if (status === 'accept' || status === 'reject' || status === 'ban' || status === 'filter') out[templateId] = status;
    }
  } catch {
    // An answer WeChat wrote differently is no answer: nothing is counted as allowed.
  }
  return out;
}

/**
 * WeChat's own subscribe button for web pages (`wx-open-subscribe`; it renders only inside WeChat, after wx.config
 * named it in openTagList). Its look is WeChat's iframe's, so its text and style are given to it as templates.
 */
export function createSubscribeTag(doc: Document, templates: Record<ReminderGroup, string>, group: ReminderGroup, label: string): HTMLElement {
  const tag = doc.createElement('wx-open-subscribe');
  tag.setAttribute('template', templates[group]);
  const style = doc.createElement('script');
  style.type = 'text/wxtag-template';
  style.setAttribute('slot', 'style');
  // WeChat's iframe cannot read the page's tokens: their values at this moment are written into its style.
  const token = (name: string) => getComputedStyle(doc.documentElement).getPropertyValue(name).trim();
  setTemplateText(style, `<style>.b{min-height:44px;padding:0 20px;border:0;border-radius:22px;background:${token('--app-color-primary')};color:${token('--app-color-on-primary')};font-size:${token('--app-font-l')}}</style>`);
  const body = doc.createElement('script');
  body.type = 'text/wxtag-template';
  const button = doc.createElement('button');
  button.className = 'b';
  button.textContent = label;
  setTemplateText(body, button.outerHTML);
  tag.append(style, body);
  return tag;
}
