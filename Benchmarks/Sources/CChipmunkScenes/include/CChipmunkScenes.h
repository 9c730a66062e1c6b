// The physics benchmark scenes of Dynamics' BenchmarkScene, built for Chipmunk2D 7 (Debian's
// libchipmunk-dev), so both engines run the same scenes in one process.
#ifndef CCHIPMUNK_SCENES_H
#define CCHIPMUNK_SCENES_H

typedef struct cps_scene cps_scene;

/// The dial scene with n items; NULL for n < 2.
cps_scene *cps_dial(int n);
/// The pile scene with m boxes.
cps_scene *cps_pile(int m);
/// One 1/60 s frame: two 1/120 s steps (the dial's snap point moves first).
void cps_step(cps_scene *scene);
/// The number of bodies that are awake.
int cps_awake_bodies(cps_scene *scene);
/// The x, y of body i (points).
void cps_position(cps_scene *scene, int i, double *x, double *y);
void cps_free(cps_scene *scene);

#endif
