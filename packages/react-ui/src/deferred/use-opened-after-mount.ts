// Ark UI's presence learns how an element animates when it opens from closed: a dialog or popover
// that arrives already open (the button was pressed while its module loaded) would never finish
// closing. So a deferred one is mounted closed and opened on the render after.
import { useEffect, useState } from 'react';

export const useOpenedAfterMount = (open: boolean, mounted: boolean): boolean => {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the render after mounting is the point (see above)
    if (mounted) setSettled(true);
  }, [mounted]);
  return open && settled;
};
