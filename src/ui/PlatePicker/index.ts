export { PlatePicker, type MultiplePlatesProps, type PlateChoice, type PlatePickerProps, type SinglePlateProps } from './PlatePicker';
