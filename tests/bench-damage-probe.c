/* bench-damage-probe.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Not a test: what each frame of GTK's cairo renderer drew, for bench-roll (docs/performance.md,
 * twenty-first round). Loaded with LD_PRELOAD:
 *
 *   GSK_RENDERER=cairo LD_PRELOAD=build/tests/libbench-damage-probe.so build/tests/bench-roll ...
 *
 * GDK's X11 cairo context copies each frame's painted region to the window with one
 * cairo_paint () clipped to that region (GTK's own functions cannot be interposed: libgtk is
 * linked -Bsymbolic, but its calls into cairo can). This cairo_paint () notes the clip's
 * rectangles when the target is an X window, then paints. bench-roll finds
 * herald_damage_probe_take () with dlsym () and prints, per roll's frame, how much of the
 * window was drawn; PROBE_LOG=1 prints every frame's region on stderr. */

#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

#include <cairo.h>

int herald_damage_probe_take (long        *area,
                              int         *n_rects,
                              double      *bounds,
                              const char **rects);
void cairo_paint (cairo_t *cr);

static long last_area = -1;
static int last_rects;
static double bx0, by0, bx1, by1;
static char last_desc[4096];

/* The last frame's region: its pixels, rectangles, bounds (x, y, width, height) and the
 * rectangles as text; 0 when no frame was drawn since the last call */
int
herald_damage_probe_take (long        *area,
                          int         *n_rects,
                          double      *bounds,
                          const char **rects)
{
  if (last_area < 0)
    return 0;
  *area = last_area;
  *n_rects = last_rects;
  bounds[0] = bx0;
  bounds[1] = by0;
  bounds[2] = bx1 - bx0;
  bounds[3] = by1 - by0;
  *rects = last_desc;
  last_area = -1;
  return 1;
}

void
cairo_paint (cairo_t *cr)
{
  static void (*real) (cairo_t *);

  if (real == NULL)
    real = (void (*) (cairo_t *)) dlsym (RTLD_NEXT, "cairo_paint");
  if (cairo_surface_get_type (cairo_get_target (cr)) == CAIRO_SURFACE_TYPE_XLIB)
    {
      cairo_rectangle_list_t *list = cairo_copy_clip_rectangle_list (cr);
      long area = 0;
      int len = 0;

      last_desc[0] = '\0';
      last_rects = -1;
      if (list->status == CAIRO_STATUS_SUCCESS)
        {
          bx0 = by0 = 1e9;
          bx1 = by1 = -1e9;
          for (int i = 0; i < list->num_rectangles; i++)
            {
              const cairo_rectangle_t *r = &list->rectangles[i];

              area += (long) (r->width * r->height);
              bx0 = r->x < bx0 ? r->x : bx0;
              by0 = r->y < by0 ? r->y : by0;
              bx1 = r->x + r->width > bx1 ? r->x + r->width : bx1;
              by1 = r->y + r->height > by1 ? r->y + r->height : by1;
              if (len < (int) sizeof last_desc - 100)
                len += snprintf (last_desc + len, sizeof last_desc - len, " [%g,%g %gx%g]",
                                 r->x, r->y, r->width, r->height);
            }
          last_rects = list->num_rectangles;
        }
      last_area = area;
      cairo_rectangle_list_destroy (list);
      if (getenv ("PROBE_LOG") != NULL)
        fprintf (stderr, "probe: %ld px, %d rectangles%s\n", area, last_rects, last_desc);
    }
  real (cr);
}
