import { selectSession, type SessionState } from '@immo/kit';
import { useSelector } from 'react-redux';

export const useSession = (): SessionState => useSelector(selectSession);
