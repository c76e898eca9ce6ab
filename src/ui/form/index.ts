export { useForm, type FieldErrors, type FormApi, type ShowErrors, type SubmitHelpers, type UseFormOptions } from './useForm';
export { SECRET_FIELDS, useFormDraft } from './useFormDraft';
export { Field, type FieldProps } from './Field';
export { EmailField, type EmailFieldProps } from './EmailField';
export { CheckField, type CheckFieldProps } from './CheckField';
export { ChoiceRadios, type Choice } from './ChoiceRadios';
export { FieldError } from './FieldError';
export { FormError } from './FormError';
