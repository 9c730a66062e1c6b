// Module Animation: Core Animation and UIView animation timing, in portable Swift.
// Timing functions, springs, property animations and transactions live here, one concept per
// file. Depends only on Geometry.
