"""One class per screen: game, menu, custom form, best times, help. Each turns an event into
a `Transition` (`handle`) and draws itself as spans (`draw`)."""
