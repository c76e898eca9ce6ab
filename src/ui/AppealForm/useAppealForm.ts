import { hasDirectionOverride, hasEmoji } from '@/lib/validators';
import { useForm, type FormApi } from '@/ui/form';
import { useFeedback } from '@/ui/hooks';
import { useDraftedPhotos, type PhotoUploads } from '@/ui/PhotoUpload';
import { asReason } from '@/ui/ReasonField';

/** What is sent: the reason, the description (trimmed) and the picUrls of the uploaded photos, in the order shown. */
export interface Appeal<R extends string> {
  reason: R;
  description: string;
  pictures: string[];
}

/** What the draft keeps (text only): the reason, the description and the picUrls of uploaded photos, one a line. */
export interface AppealDraft {
  reason: string;
  description: string;
  pictures: string;
}

/** Every word the form says; each has a default, a feature changes only what it words differently. */
export interface AppealTexts {
  /** The reasons' group. */
  reasonLegend: string;
  descriptionLabel: string;
  /** After the label when a description is not required for the chosen reason. */
  optional: string;
  /** Above the photos, given the limit. */
  photosLabel: (max: number) => string;
  noReason: string;
  /** A reason that needs a description (see `needsDescription`) has none. */
  noDescription: string;
  tooLong: (max: number) => string;
  emoji: string;
  directionOverride: string;
  /** Submitting while a photo is still on its way, or after one failed. */
  uploading: string;
  uploadFailed: string;
  /** The toast once sent. */
  sent: string;
}

export const APPEAL_TEXTS: AppealTexts = {
  reasonLegend: '申诉原因',
  descriptionLabel: '问题描述',
  optional: '（选填）',
  photosLabel: (max) => `上传照片（选填，最多${max}张）`,
  noReason: '请选择申诉原因',
  noDescription: '请描述具体问题',
  tooLong: (max) => `问题描述不能超过${max}个字`,
  emoji: '问题描述不能包含表情符号，请用文字描述',
  directionOverride: '问题描述不能包含不可见的文字方向控制字符',
  uploading: '图片上传中，请稍候再提交',
  uploadFailed: '有图片上传失败，请重新上传或删除',
  sent: '申诉已提交，我们会尽快处理',
};

export interface AppealRules<R extends string> {
  /** The reasons to choose from, in the order shown. */
  reasons: readonly R[];
  /** Reasons that need a description (其他): for the others it is optional. */
  needsDescription: readonly R[];
  /** The most characters a description may have (counted as the driver sees them: an emoji is one). */
  maxLength: number;
}

export interface AppealErrors {
  reason?: string;
  description?: string;
}

/**
 * The form's rules (the servers' too): a reason; a description where the reason needs one; at most `maxLength`
 * characters; no emoji, no direction overrides. Nothing else: a description is free text, where a driver writes
 * "我14:05就离场了" or "收费<预期".
 */
export function validateAppeal<R extends string>(
  rules: AppealRules<R>,
  reason: R | null,
  description: string,
  texts: AppealTexts = APPEAL_TEXTS,
): AppealErrors {
  const errors: AppealErrors = {};
  if (!reason) errors.reason = texts.noReason;
  const text = description.trim();
  if (reason && rules.needsDescription.includes(reason) && !text) errors.description = texts.noDescription;
  else if ([...text].length > rules.maxLength) errors.description = texts.tooLong(rules.maxLength);
  else if (hasEmoji(text)) errors.description = texts.emoji;
  else if (hasDirectionOverride(text)) errors.description = texts.directionOverride;
  return errors;
}

export interface AppealFormOptions<R extends string, A> extends AppealRules<R> {
  /**
   * Where the draft is kept (sessionStorage, through useForm): per bill, so a reload or a detour to /login brings
   * back what was entered about this bill only. Forgotten once the appeal is sent.
   */
  draftKey: string;
  /** How many photos may go with it. */
  maxPhotos: number;
  /**
   * Sends the appeal (the feature's mutation, unwrapped). A refusal throws: the error catalogue has told the driver
   * why, and the form keeps what they entered.
   */
  send: (appeal: Appeal<R>) => Promise<A>;
  /** After the draft is forgotten and `texts.sent` is shown: where the driver goes (the appeal's progress). */
  onSent: (answer: A) => void;
  texts?: Partial<AppealTexts>;
}

export interface AppealFormState<R extends string> {
  form: FormApi<AppealDraft>;
  photos: PhotoUploads;
  rules: AppealRules<R>;
  texts: AppealTexts;
  /** The chosen reason (null for none, or one the draft kept that is not in the list). */
  reason: R | null;
  /** Whether the chosen reason needs a description. */
  describe: boolean;
}

/**
 * An appeal's state: drafted per `draftKey` (reason, description and the uploaded photos' picUrls survive a reload
 * and a detour to login), checked as the driver types, sent once (a double tap sends one), then forgotten. Photos
 * still uploading or failed stop the submit with a toast; nothing is sent until they are settled.
 */
export function useAppealForm<R extends string, A>(options: AppealFormOptions<R, A>): AppealFormState<R> {
  const { reasons, needsDescription, maxLength, maxPhotos, draftKey, send, onSent } = options;
  const texts = { ...APPEAL_TEXTS, ...options.texts };
  const rules = { reasons, needsDescription, maxLength };
  const ui = useFeedback();
  const form = useForm<AppealDraft>({
    initial: { reason: '', description: '', pictures: '' },
    draftKey,
    validate: (v) => validateAppeal(rules, asReason(reasons, v.reason), v.description, texts),
    onSubmit: async (v, { clear }) => {
      if (photos.uploading) return ui.toast(texts.uploading, 3000);
      if (photos.failed) return ui.toast(texts.uploadFailed, 3000);
      const reason = asReason(reasons, v.reason);
      if (!reason) return;
      let answer: A;
      try {
        answer = await send({ reason, description: v.description.trim(), pictures: photos.urls });
      } catch {
        // The error catalogue told the driver why; the form keeps what they entered.
        return;
      }
      clear();
      ui.toast(texts.sent, 3000);
      onSent(answer);
    },
  });
  // Uploaded photos go into the draft too (their picUrls; the pictures themselves are on the server).
  const photos = useDraftedPhotos(form, 'pictures', maxPhotos);
  const reason = asReason(reasons, form.values.reason);
  return { form, photos, rules, texts, reason, describe: reason !== null && needsDescription.includes(reason) };
}
