// Chipmunk2D versions of the dial and pile scenes (see Sources/Tools/BenchmarkScenes/
// BenchmarkScene.swift, for the definitions). Units are points, kilograms and seconds, like the
// Swift scenes seen from UIKit. Where the engines' models differ, the settings are matched so
// the work is comparable:
// - time: two 1/120 s steps per 1/60 s frame, Chipmunk's default 10 iterations;
// - damping: resistance 0.1 applied per sub-step as 1/(1 + h·0.1) keeps 0.905 of the velocity
//   per second, Chipmunk's space damping;
// - sleeping: 0.5 s below 1 pt/s (the Box2D 2.x tolerances UIKit uses);
// - collision slop 0.5 pt;
// - mixing: Chipmunk multiplies friction and elasticity, Dynamics takes √(a·b) and max(a, b):
//   box friction √0.5 and elasticity √0.3 give the same box–box pairs (0.5, 0.3), the walls
//   are set so box–wall pairs match too (friction √(0.5·0.2), elasticity 0.3);
// - the snap's four springs: 4 Hz on an effective mass m/2.5 each, damping ratio 1.5.
#include "CChipmunkScenes.h"

#include <chipmunk/chipmunk.h>
#include <math.h>
#include <stdlib.h>

struct cps_scene {
  cpSpace *space;
  cpBody **bodies;
  int count;
  cpBody *snapAnchor;  // the dial's snap anchor (static), or NULL
  int frame;
};

static const double kCenterX = 256, kCenterY = 256, kRadius = 200;
static const int kPeriod = 600;

static cpSpace *new_space(void) {
  cpSpace *space = cpSpaceNew();
  cpSpaceSetIterations(space, 10);
  cpSpaceSetDamping(space, 0.9048);
  cpSpaceSetSleepTimeThreshold(space, 0.5);
  cpSpaceSetIdleSpeedThreshold(space, 1.0);
  cpSpaceSetCollisionSlop(space, 0.5);
  return space;
}

static cpVect ring_point(double angle) {
  return cpv(kCenterX + kRadius * cos(angle), kCenterY + kRadius * sin(angle));
}

cps_scene *cps_dial(int n) {
  if (n < 2) return NULL;
  cps_scene *s = calloc(1, sizeof *s);
  s->space = new_space();
  s->count = n;
  s->bodies = calloc((size_t)n, sizeof(cpBody *));
  cpBody *ground = cpSpaceGetStaticBody(s->space);
  const double mass = 0.36, size = 60;  // 60 × 60 pt at density 1
  for (int i = 0; i < n; i++) {
    cpBody *b = cpSpaceAddBody(s->space, cpBodyNew(mass, cpMomentForBox(mass, size, size)));
    cpBodySetPosition(b, ring_point(2 * M_PI * i / n));
    s->bodies[i] = b;
    cpSpaceAddConstraint(
      s->space, cpPinJointNew(b, ground, cpvzero, cpv(kCenterX, kCenterY)));
  }
  for (int i = 0; i < n; i++) {
    cpSpaceAddConstraint(
      s->space, cpPinJointNew(s->bodies[i], s->bodies[(i + 1) % n], cpvzero, cpvzero));
  }
  // The snap: an anchor at item 0 and four springs from its corners to 50 pt beyond them.
  cpBody *anchor = cpBodyNewStatic();
  cpSpaceAddBody(s->space, anchor);
  cpBodySetPosition(anchor, ring_point(0));
  s->snapAnchor = anchor;
  const double d = 50, h = size / 2, omega = 2 * M_PI * 4, effective = mass / 2.5;
  const double k = effective * omega * omega, c = 2 * 1.5 * sqrt(k * effective);
  const cpVect corners[4] = {cpv(-h, -h), cpv(-h, -h), cpv(h, h), cpv(h, h)};
  const cpVect targets[4] = {cpv(-h - d, -h), cpv(-h, -h - d), cpv(h + d, h), cpv(h, h + d)};
  for (int i = 0; i < 4; i++) {
    cpSpaceAddConstraint(
      s->space, cpDampedSpringNew(s->bodies[0], anchor, corners[i], targets[i], d, k, c));
  }
  return s;
}

cps_scene *cps_pile(int m) {
  cps_scene *s = calloc(1, sizeof *s);
  s->space = new_space();
  cpSpaceSetGravity(s->space, cpv(0, 1000));
  s->count = m;
  s->bodies = calloc((size_t)(m > 0 ? m : 1), sizeof(cpBody *));
  cpBody *ground = cpSpaceGetStaticBody(s->space);
  const cpVect walls[3][2] = {
    {{100, 900}, {900, 900}}, {{100, 300}, {100, 900}}, {{900, 300}, {900, 900}}};
  for (int i = 0; i < 3; i++) {
    cpShape *w = cpSpaceAddShape(s->space, cpSegmentShapeNew(ground, walls[i][0], walls[i][1], 0));
    cpShapeSetFriction(w, sqrt(0.5 * 0.2) / sqrt(0.5));
    cpShapeSetElasticity(w, 0.3 / sqrt(0.3));
  }
  const double mass = 0.04, size = 20;  // 20 × 20 pt at density 1
  for (int i = 0; i < m; i++) {
    int row = i / 30, column = i % 30;
    cpBody *b = cpSpaceAddBody(s->space, cpBodyNew(mass, cpMomentForBox(mass, size, size)));
    cpBodySetPosition(
      b, cpv(100 + 37.5 + column * 25 + (row % 2 == 0 ? 0 : 5), 290 - row * 25.0));
    cpShape *shape = cpSpaceAddShape(s->space, cpBoxShapeNew(b, size, size, 0));
    cpShapeSetFriction(shape, sqrt(0.5));
    cpShapeSetElasticity(shape, sqrt(0.3));
    s->bodies[i] = b;
  }
  return s;
}

void cps_step(cps_scene *s) {
  s->frame++;
  if (s->snapAnchor) {
    cpBodySetPosition(s->snapAnchor, ring_point(2 * M_PI * s->frame / kPeriod));
    cpBodyActivate(s->bodies[0]);
  }
  cpSpaceStep(s->space, 1.0 / 120);
  cpSpaceStep(s->space, 1.0 / 120);
}

int cps_awake_bodies(cps_scene *s) {
  int awake = 0;
  for (int i = 0; i < s->count; i++) awake += !cpBodyIsSleeping(s->bodies[i]);
  return awake;
}

void cps_position(cps_scene *s, int i, double *x, double *y) {
  cpVect p = cpBodyGetPosition(s->bodies[i]);
  *x = p.x;
  *y = p.y;
}

static void free_shape(cpBody *body, cpShape *shape, void *data) {
  cpSpaceRemoveShape((cpSpace *)data, shape);
  cpShapeFree(shape);
}
static void free_constraint(cpBody *body, cpConstraint *c, void *data) {
  cpSpaceRemoveConstraint((cpSpace *)data, c);
  cpConstraintFree(c);
}

void cps_free(cps_scene *s) {
  if (!s) return;
  for (int i = 0; i < s->count; i++) {
    cpBodyEachConstraint(s->bodies[i], free_constraint, s->space);
    cpBodyEachShape(s->bodies[i], free_shape, s->space);
    cpSpaceRemoveBody(s->space, s->bodies[i]);
    cpBodyFree(s->bodies[i]);
  }
  cpBody *ground = cpSpaceGetStaticBody(s->space);
  cpBodyEachShape(ground, free_shape, s->space);
  if (s->snapAnchor) {
    cpSpaceRemoveBody(s->space, s->snapAnchor);
    cpBodyFree(s->snapAnchor);
  }
  cpSpaceFree(s->space);
  free(s->bodies);
  free(s);
}
