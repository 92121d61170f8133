import { useDispatch, useSelector } from 'react-redux'
import type { RootState } from './app-state.ts'
import type { AppDispatch } from './store.ts'

export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
