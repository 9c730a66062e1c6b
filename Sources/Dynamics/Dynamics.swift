// Module Dynamics: UIKit Dynamics in portable Swift. A rigid-body world (bodies, shapes,
// contacts, joints, solver, sleeping) and UIKit's face over it (DynamicAnimator and the
// behaviours), one concept per file. Depends only on Geometry.
