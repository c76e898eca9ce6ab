export { PlateInput, type PlateInputProps } from './PlateInput';
export { usePlateInput, type PlateInputControl } from './usePlateInput';
