import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './storeTypes';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** Toasts and dialogs, the same ones the sagas use: one look and behaviour wherever feedback comes from. */
export const useFeedback = () => useAppStore().deps.ui;
