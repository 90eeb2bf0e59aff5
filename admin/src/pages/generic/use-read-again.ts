// A read done again when another part of the page says it changed what was read: `version` moves
// (a counter the page raises after a write). The first render reads as usual, never twice.
import { useEffect, useRef } from 'react';

export function useReadAgainOn(version: number, readAgain: () => unknown) {
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void readAgain();
  }, [version, readAgain]);
}
