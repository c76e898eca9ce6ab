export { SendToAddCar } from './SendToAddCar';
