import { useAppSelector } from '../store/hooks'
import { selectHikerById } from './hikersSlice'

export function HikerName({ hikerId }: { hikerId: string }) {
  const hiker = useAppSelector((state) => selectHikerById(state, hikerId))
  return (
    <span className="hiker-name">
      {hiker ? hiker.name : 'an unknown hiker'}
    </span>
  )
}
