/* herald-chart-draw.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The data and the drawing of a small chart, with cairo and pango only (no widget), so that the
 * PDF summary can be drawn without a display. A small chart: bars against what was expected, or lines over the game. The
 * same drawing goes to the window (in the theme's colours) and to the PDF summary. Colour is
 * never the only cue: bars carry their number and their label, player bars a hatching of their
 * own, lines a dash pattern and the player's name at their end. What the chart shows is also
 * its accessible description (set by the owner), and the owner offers the numbers as a table. */

#include "config.h"

#include <math.h>

#include "herald-chart-draw.h"

typedef struct
{
  char        *name;
  HeraldColor  color;
  GArray      *values;   /* double */
} Line;

struct _HeraldChartData
{
  HeraldChartKind  kind;

  /* bars */
  GPtrArray       *labels;    /* char * */
  GArray          *values;    /* double */
  GArray          *expected;  /* double, empty when none */
  GArray          *colors;    /* HeraldColor, empty when the accent colour */

  /* lines */
  GPtrArray       *lines;     /* Line * */
  GArray          *tick_positions;
  GPtrArray       *tick_labels;
};


static void
line_free (gpointer data)
{
  Line *line = data;

  g_free (line->name);
  g_array_unref (line->values);
  g_free (line);
}

/**
 * herald_chart_get_player_rgba:
 * @color: a player colour
 * @rgba: (out caller-allocates): the colour the table's pieces have (as in style.css)
 */
void
herald_chart_get_player_rgba (HeraldColor  color,
                              GdkRGBA     *rgba)
{
  static const char * const specs[HERALD_N_COLORS] = {
    "#c01c28", "#1c71d8", "#f6f5f4", "#e66100", "#26a269", "#865e3c",
  };

  gdk_rgba_parse (rgba, specs[color < HERALD_N_COLORS ? color : HERALD_COLOR_WHITE]);
}

static double
luminance (const GdkRGBA *c)
{
  return 0.2126 * c->red + 0.7152 * c->green + 0.0722 * c->blue;
}

/* a step of 1, 2 or 5 × 10^k that splits @max into at most @n intervals */
static double
nice_step (double max,
           guint  n)
{
  double raw = MAX (max, 1) / n;
  double mag = pow (10, floor (log10 (raw)));
  double f = raw / mag;

  if (f <= 1)
    return mag;
  if (f <= 2)
    return 2 * mag;
  if (f <= 5)
    return 5 * mag;
  return 10 * mag;
}

static void
show_text (cairo_t                    *cr,
           PangoLayout                *layout,
           const char                 *text,
           double                      x,
           double                      y,
           double                      align_x,
           double                      align_y,
           int                        *out_width)
{
  int w, h;

  pango_layout_set_text (layout, text, -1);
  pango_layout_set_width (layout, -1);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_NONE);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, x - align_x * w, y - align_y * h);
  pango_cairo_show_layout (cr, layout);
  if (out_width != NULL)
    *out_width = w;
}

/* @layout set to show @text in at most @max_width pixels: a longer one ends in "…" rather than
 * running over its neighbours (breaker report 13, R-11: a 64-letter name under a bar ran
 * across the other bars' names and into the chart beside); no limit when @max_width ≤ 0 */
static void
set_name (PangoLayout *layout,
          const char  *text,
          double       max_width)
{
  pango_layout_set_text (layout, text, -1);
  pango_layout_set_width (layout, max_width > 0 ? (int) (max_width * PANGO_SCALE) : -1);
  pango_layout_set_ellipsize (layout, max_width > 0 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
}

/* show_text () of a name in at most @max_width pixels (set_name ()) */
static void
show_name (cairo_t     *cr,
           PangoLayout *layout,
           const char  *text,
           double       x,
           double       y,
           double       align_x,
           double       align_y,
           double       max_width)
{
  PangoRectangle logical;

  set_name (layout, text, max_width);
  /* a right-to-left name lies at the right of the layout's width: place its text, not the box */
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  cairo_move_to (cr, x - align_x * logical.width - logical.x, y - align_y * logical.height - logical.y);
  pango_cairo_show_layout (cr, layout);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_NONE);
  pango_layout_set_width (layout, -1);
}

static int
text_width (PangoLayout *layout,
            const char  *text)
{
  int w, h;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  return w;
}

/* the y axis: grid lines and their numbers; returns the width taken by the numbers */
static void
draw_y_axis (cairo_t                 *cr,
             PangoLayout             *layout,
             const HeraldChartColors *colors,
             double                   left,
             double                   right,
             double                   top,
             double                   base,
             double                   max,
             double                   step)
{
  cairo_save (cr);
  cairo_set_line_width (cr, 1);
  for (double v = 0; v <= max + step / 2; v += step)
    {
      double y = round (base - (base - top) * v / max) + 0.5;
      char text[16];

      cairo_set_source_rgba (cr, colors->fg.red, colors->fg.green, colors->fg.blue,
                             v == 0 ? 0.8 : 0.15);
      cairo_move_to (cr, left, y);
      cairo_line_to (cr, right, y);
      cairo_stroke (cr);
      g_snprintf (text, sizeof text, "%g", v);
      gdk_cairo_set_source_rgba (cr, &colors->fg);
      show_text (cr, layout, text, left - 4, y, 1.0, 0.5, NULL);
    }
  cairo_restore (cr);
}

/* the hatching of player @index's bars, so that bars differ without colour */
static void
hatch (cairo_t       *cr,
       guint          index,
       double         x,
       double         y,
       double         w,
       double         h,
       const GdkRGBA *ink)
{
  static const double angles[] = { 0, 45, -45, 90, 0, 45 };
  static const gboolean cross[] = { FALSE, FALSE, FALSE, FALSE, TRUE, TRUE };

  if (index == 0 || h < 1)
    return;
  index %= G_N_ELEMENTS (angles);
  cairo_save (cr);
  cairo_rectangle (cr, x, y, w, h);
  cairo_clip (cr);
  cairo_set_source_rgba (cr, ink->red, ink->green, ink->blue, 0.55);
  cairo_set_line_width (cr, 1.5);
  for (guint pass = 0; pass < (cross[index] ? 2u : 1u); pass++)
    {
      double a = (angles[index] + pass * 90) * G_PI / 180;
      double len = w + h;
      double cx = x + w / 2, cy = y + h / 2;

      for (double d = -len; d <= len; d += 6)
        {
          double ox = cx + d * cos (a + G_PI / 2), oy = cy + d * sin (a + G_PI / 2);

          cairo_move_to (cr, ox - len * cos (a), oy - len * sin (a));
          cairo_line_to (cr, ox + len * cos (a), oy + len * sin (a));
        }
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

/* Where everything of the bar chart goes, for @width × @height with @layout's font */
typedef struct
{
  double   max, step, left, base, top, slot;
  int      line_h;
  /* the labels under the bars and the numbers over them: their font (a part of the chart's),
   * every how many bars a label is shown, and whether the labels are all numbers */
  double   label_scale;
  guint    label_step;
  gboolean numbers;
} BarFrame;

/* the room between two labels under the bars: more than between two digits, so that 10 and 11
 * read as two numbers, not one */
#define LABEL_GAP 5
/* the smallest font the labels under the bars get, a part of the chart's own */
#define LABEL_SCALE_MIN 0.7

static gboolean
is_number (const char *text)
{
  if (*text == '\0')
    return FALSE;
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (!g_unichar_isdigit (g_utf8_get_char (p)))
      return FALSE;
  return TRUE;
}

/* a copy of @layout whose font is @scale of its own: the labels' and the bars' numbers */
static PangoLayout *
label_layout (PangoLayout *layout,
              double       scale)
{
  PangoLayout *copy = pango_layout_copy (layout);
  const PangoFontDescription *font = pango_layout_get_font_description (layout);
  PangoFontDescription *smaller;
  int size;

  if (scale >= 1)
    return copy;
  if (font == NULL)
    font = pango_context_get_font_description (pango_layout_get_context (layout));
  smaller = pango_font_description_copy (font);
  size = pango_font_description_get_size (font);
  if (pango_font_description_get_size_is_absolute (font))
    pango_font_description_set_absolute_size (smaller, size * scale);
  else
    pango_font_description_set_size (smaller, (int) (size * scale));
  pango_layout_set_font_description (copy, smaller);
  pango_font_description_free (smaller);
  return copy;
}

static int
widest_label (HeraldChartData *self,
              PangoLayout     *layout)
{
  int widest = 0;

  for (guint i = 0; i < self->labels->len; i++)
    widest = MAX (widest, text_width (layout, g_ptr_array_index (self->labels, i)));
  return widest;
}

/* The labels under the bars when the widest is wider than its slot (a phone at a large text
 * scale): a smaller font, down to LABEL_SCALE_MIN of the chart's; narrower still, numbers are
 * shown under every second (third …) bar at the chart's font, and names end in "…". A number is
 * never cut to "…" (tester report 25, N25-6: the production numbers 10, 11 and 12 read "… … …"
 * at 360 px and text scale 1.5). */
static void
label_frame (HeraldChartData *self,
             PangoLayout     *layout,
             BarFrame        *f)
{
  double room = f->slot - LABEL_GAP;
  int widest = widest_label (self, layout);

  f->label_scale = 1;
  f->label_step = 1;
  f->numbers = self->labels->len > 0;
  for (guint i = 0; i < self->labels->len && f->numbers; i++)
    f->numbers = is_number (g_ptr_array_index (self->labels, i));
  if (widest <= room)
    return;
  /* measured at each size, not assumed: hinting rounds the widths */
  for (double scale = room / widest; scale >= LABEL_SCALE_MIN - 0.001; scale -= 0.05)
    {
      g_autoptr(PangoLayout) smaller = label_layout (layout, scale);

      if (widest_label (self, smaller) <= room)
        {
          f->label_scale = scale;
          return;
        }
    }
  /* the first and the last label are kept in the chart (bar_name ()): one of them may come
   * closer to its neighbour by the part of it wider than its slot */
  if (f->numbers)
    f->label_step = (guint) ceil ((widest + LABEL_GAP + (widest - f->slot) / 2) / MAX (f->slot, 1));
}

static void
bar_frame (HeraldChartData *self,
           PangoLayout     *layout,
           double           width,
           double           height,
           BarFrame        *f)
{
  guint n = self->values->len;
  double highest = 1;

  f->top = 18;
  pango_layout_set_text (layout, "0", -1);
  pango_layout_get_pixel_size (layout, NULL, &f->line_h);
  for (guint i = 0; i < n; i++)
    {
      highest = MAX (highest, g_array_index (self->values, double, i));
      if (self->expected->len == n)
        highest = MAX (highest, g_array_index (self->expected, double, i));
    }
  /* counts: whole steps, so that no label needs a fraction; and a step of room above the
   * highest bar or mark when it would touch the top line (a mark there read as the frame,
   * and its number left the chart) */
  f->step = MAX (nice_step (highest, 4), 1);
  f->max = ceil (highest / f->step) * f->step;
  if (f->max - highest < f->step * 0.25)
    f->max += f->step;
  {
    char text[16];

    g_snprintf (text, sizeof text, "%g", f->max);
    f->left = text_width (layout, text) + 8;
  }
  f->base = height - f->line_h - 6;
  f->top = MAX (f->top, f->line_h + 4);
  f->slot = (width - f->left) / MAX (n, 1);
  label_frame (self, layout, f);
}

/* Bar @i's label in @labels (a label_layout ()): %FALSE when it is not shown; else @labels holds
 * it, and @x its text's left edge: under the bars, not past the chart's right edge @width nor
 * left into the numbers of its y axis */
static gboolean
bar_name (HeraldChartData *self,
          const BarFrame  *f,
          PangoLayout     *labels,
          guint            i,
          double           width,
          double          *x,
          PangoRectangle  *logical)
{
  double centre = f->left + (i + 0.5) * f->slot;

  if (i % f->label_step != 0)
    return FALSE;
  set_name (labels, g_ptr_array_index (self->labels, i), f->numbers ? 0 : MAX (f->slot - LABEL_GAP, 1));
  pango_layout_get_pixel_extents (labels, NULL, logical);
  *x = MAX (MIN (centre - logical->width / 2.0, width - logical->width), f->left);
  return TRUE;
}

static void
bar_geometry (HeraldChartData        *self,
              const BarFrame         *f,
              guint                   i,
              HeraldChartBarGeometry *g)
{
  double v = g_array_index (self->values, double, i);
  double x = f->left + i * f->slot;

  g->slot_x = x;
  g->slot_width = f->slot;
  g->top = f->top;
  g->base = f->base;
  g->bar_width = MIN (f->slot * 0.7, 64);
  g->bar_x = x + (f->slot - g->bar_width) / 2;
  g->bar_top = f->base - (f->base - f->top) * v / f->max;
  g->has_mark = self->expected->len == self->values->len;
  g->mark_y = g->mark_x0 = g->mark_x1 = 0;
  /* the number just above its bar; above the mark instead when the mark would cross it */
  g->label_bottom = g->bar_top - 2;
  g->label_height = f->line_h;
  if (g->has_mark)
    {
      double e = g_array_index (self->expected, double, i);
      double mark_width = MIN (g->bar_width + 16, f->slot * 0.92);

      /* the mark a little wider than its own bar, not the whole slot: marks of neighbours
       * at one height read as one line */
      g->mark_y = f->base - (f->base - f->top) * e / f->max;
      g->mark_x0 = x + (f->slot - mark_width) / 2;
      g->mark_x1 = g->mark_x0 + mark_width;
      if (g->mark_y > g->label_bottom - f->line_h - 3 && g->mark_y < g->label_bottom + 3)
        g->label_bottom = g->mark_y - 3;
    }
}

/**
 * herald_chart_data_get_bar_geometry:
 * @self: a bar chart's data
 * @cr: a cairo context of the target (for the font's size)
 * @font: the font of the labels
 * @width: the chart's width
 * @height: the chart's height
 * @index: a bar, 0 … n − 1
 * @geometry: (out caller-allocates): where its bar, its mark and its number go, in the
 *   units of @cr from the chart's top left corner
 *
 * What herald_chart_data_draw() draws for one bar (for the tests).
 *
 * Returns: %FALSE when @index is not a bar
 */
gboolean
herald_chart_data_get_bar_geometry (HeraldChartData            *self,
                                    cairo_t                    *cr,
                                    const PangoFontDescription *font,
                                    double                      width,
                                    double                      height,
                                    guint                       index,
                                    HeraldChartBarGeometry     *geometry)
{
  PangoLayout *layout;
  BarFrame frame;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (geometry != NULL, FALSE);

  if (self->kind != HERALD_CHART_BARS || index >= self->values->len)
    return FALSE;
  layout = pango_cairo_create_layout (cr);
  pango_layout_set_font_description (layout, font);
  bar_frame (self, layout, width, height, &frame);
  bar_geometry (self, &frame, index, geometry);
  {
    g_autoptr(PangoLayout) labels = label_layout (layout, frame.label_scale);
    PangoRectangle logical;
    double x;

    geometry->name_scale = frame.label_scale;
    geometry->name_shown = bar_name (self, &frame, labels, index, width, &x, &logical);
    geometry->name_ellipsized = geometry->name_shown && pango_layout_is_ellipsized (labels);
    geometry->name_x0 = geometry->name_shown ? x : 0;
    geometry->name_x1 = geometry->name_shown ? x + logical.width : 0;
  }
  g_object_unref (layout);
  return TRUE;
}

static void
draw_bars (HeraldChartData         *self,
           cairo_t                 *cr,
           PangoLayout             *layout,
           double                   width,
           double                   height,
           const HeraldChartColors *colors)
{
  guint n = self->values->len;
  BarFrame f;
  g_autoptr(PangoLayout) labels = NULL;

  bar_frame (self, layout, width, height, &f);
  draw_y_axis (cr, layout, colors, f.left, width, f.top, f.base, f.max, f.step);
  labels = label_layout (layout, f.label_scale);

  for (guint i = 0; i < n; i++)
    {
      double v = g_array_index (self->values, double, i);
      HeraldChartBarGeometry g;
      double bh;
      GdkRGBA fill = colors->accent;
      char text[16];

      bar_geometry (self, &f, i, &g);
      bh = g.base - g.bar_top;
      if (self->colors->len == n)
        herald_chart_get_player_rgba (g_array_index (self->colors, HeraldColor, i), &fill);
      gdk_cairo_set_source_rgba (cr, &fill);
      cairo_rectangle (cr, g.bar_x, g.bar_top, g.bar_width, bh);
      cairo_fill (cr);
      if (self->colors->len == n)
        {
          GdkRGBA ink = { 0, 0, 0, 1 };

          if (luminance (&fill) < 0.35)
            ink = (GdkRGBA) { 1, 1, 1, 1 };
          hatch (cr, i, g.bar_x, g.bar_top, g.bar_width, bh, &ink);
        }
      /* the outline keeps a pale bar (the white player) visible on a pale background */
      cairo_set_source_rgba (cr, colors->fg.red, colors->fg.green, colors->fg.blue, 0.6);
      cairo_set_line_width (cr, 1);
      cairo_rectangle (cr, g.bar_x + 0.5, g.bar_top + 0.5, g.bar_width - 1, MAX (bh - 1, 0));
      cairo_stroke (cr);

      if (g.has_mark)
        {
          gdk_cairo_set_source_rgba (cr, &colors->fg);
          cairo_set_line_width (cr, 2.5);
          cairo_move_to (cr, g.mark_x0, g.mark_y);
          cairo_line_to (cr, g.mark_x1, g.mark_y);
          cairo_stroke (cr);
        }

      gdk_cairo_set_source_rgba (cr, &colors->fg);
      g_snprintf (text, sizeof text, "%g", v);
      show_text (cr, labels, text, g.slot_x + g.slot_width / 2, g.label_bottom, 0.5, 1.0, NULL);
      {
        PangoRectangle logical;
        double x;

        if (bar_name (self, &f, labels, i, width, &x, &logical))
          {
            cairo_move_to (cr, x - logical.x, g.base + 3 - logical.y);
            pango_cairo_show_layout (cr, labels);
          }
      }
    }
}

static void
set_dash (cairo_t *cr,
          guint    index)
{
  static const double solid[] = { 1 };
  static const double longd[] = { 10, 4 };
  static const double shortd[] = { 4, 3 };
  static const double dashdot[] = { 10, 3, 2, 3 };
  static const double dotted[] = { 2, 3 };
  static const double longshort[] = { 12, 3, 5, 3 };
  static const double * const patterns[] = { solid, longd, shortd, dashdot, dotted, longshort };
  static const int lengths[] = { 0, 2, 2, 4, 2, 4 };

  index %= G_N_ELEMENTS (patterns);
  cairo_set_dash (cr, patterns[index], lengths[index], 0);
}

/**
 * herald_chart_place_labels:
 * @y: (inout) (array length=n): the centre of each label where it would stand (its line's
 *   end), in ascending order, y growing downwards; on return, where it stands
 * @n: how many labels, at most HERALD_MAX_PLAYERS × 2
 * @gap: the least distance between two labels' centres (a line of text), > 0
 * @top: the highest a centre may stand
 * @bottom: the lowest a centre may stand
 *
 * Moves labels apart as little as they must: labels that would overlap form one block of
 * @gap-spaced labels centred on their lines' mean, and blocks merge until none overlap; the
 * blocks then keep between @top and @bottom (when all do not fit, they start at @top). A
 * label with room stays by its line. Before, labels were pushed down one after the other and
 * the whole column lifted when it left the chart, so on a short chart (a phone at text scale
 * 1.5) a name could stand by another player's line (chart26: "Dora" by the 5 with her line at
 * 8).
 */
void
herald_chart_place_labels (double *y,
                           guint   n,
                           double  gap,
                           double  top,
                           double  bottom)
{
  double start[HERALD_MAX_PLAYERS * 2], sum[HERALD_MAX_PLAYERS * 2];
  guint count[HERALD_MAX_PLAYERS * 2];
  guint n_blocks = 0, k = 0;
  double limit;

  g_return_if_fail (n <= G_N_ELEMENTS (start));
  g_return_if_fail (gap > 0);

  for (guint i = 0; i < n; i++)
    {
      start[n_blocks] = sum[n_blocks] = y[i];
      count[n_blocks++] = 1;
      /* the best start of a block is its labels' mean less half its height */
      while (n_blocks > 1 && start[n_blocks - 2] + count[n_blocks - 2] * gap > start[n_blocks - 1])
        {
          guint a = n_blocks - 2, b = n_blocks - 1;

          sum[a] += sum[b];
          count[a] += count[b];
          start[a] = sum[a] / count[a] - gap * (count[a] - 1) / 2.0;
          n_blocks--;
        }
    }
  /* inside the chart: up from the bottom, then down from the top, which wins */
  limit = bottom;
  for (guint b = n_blocks; b-- > 0;)
    {
      start[b] = MIN (start[b], limit - (count[b] - 1) * gap);
      limit = start[b] - gap;
    }
  limit = top;
  for (guint b = 0; b < n_blocks; b++)
    {
      start[b] = MAX (start[b], limit);
      limit = start[b] + count[b] * gap;
    }
  for (guint b = 0; b < n_blocks; b++)
    for (guint j = 0; j < count[b]; j++)
      y[k++] = start[b] + j * gap;
}

typedef struct
{
  guint  line;
  double y;
} EndLabel;

static int
compare_end_labels (gconstpointer a,
                    gconstpointer b)
{
  const EndLabel *la = a, *lb = b;

  return la->y < lb->y ? -1 : la->y > lb->y ? 1 : (int) la->line - (int) lb->line;
}

/* How far apart, in the chart's units, the lines of equal values are drawn: each line's ink
 * (2.5) clear of the casing (5) of the line drawn over it */
#define LINE_SPREAD 4.0

/* Where line @l stands at step @i, on a chart from @top to @base for values up to @max: lines
 * of the same value there spread apart by LINE_SPREAD, centred on the value and kept between
 * @top and @base. Ben's and Cleo's equal lines were drawn one over the other, and only the
 * last was seen (fix48-2). */
static double
line_y (HeraldChartData *self,
        guint            l,
        guint            i,
        double           top,
        double           base,
        double           max)
{
  Line *line = g_ptr_array_index (self->lines, l);
  double value = g_array_index (line->values, double, i);
  double y = base - (base - top) * value / max;
  guint before = 0, equal = 0;
  double half;

  for (guint o = 0; o < self->lines->len; o++)
    {
      Line *other = g_ptr_array_index (self->lines, o);

      if (i < other->values->len && g_array_index (other->values, double, i) == value)
        {
          equal++;
          before += o < l;
        }
    }
  half = (equal - 1) * LINE_SPREAD / 2;
  /* the first line lowest, the group inside the chart */
  y += half - before * LINE_SPREAD;
  if (y + before * LINE_SPREAD > base)
    y -= y + before * LINE_SPREAD - base;
  if (y - (equal - 1 - before) * LINE_SPREAD < top)
    y += top - (y - (equal - 1 - before) * LINE_SPREAD);
  return y;
}

static void
draw_lines (HeraldChartData         *self,
            cairo_t                 *cr,
            PangoLayout             *layout,
            double                   width,
            double                   height,
            const HeraldChartColors *colors)
{
  double max = 1, step, left, right, base, top;
  guint n_x = 2;
  int line_h, names_w = 0;
  EndLabel ends[HERALD_MAX_PLAYERS * 2];
  guint n_ends = 0;

  pango_layout_set_text (layout, "0", -1);
  pango_layout_get_pixel_size (layout, NULL, &line_h);
  for (guint l = 0; l < self->lines->len; l++)
    {
      Line *line = g_ptr_array_index (self->lines, l);

      n_x = MAX (n_x, line->values->len);
      for (guint i = 0; i < line->values->len; i++)
        max = MAX (max, g_array_index (line->values, double, i));
      names_w = MAX (names_w, text_width (layout, line->name));
    }
  /* counts: whole steps, so that no label needs a fraction */
  step = MAX (nice_step (max, 4), 1);
  max = ceil (max / step) * step;
  {
    char text[16];

    g_snprintf (text, sizeof text, "%g", max);
    left = text_width (layout, text) + 8;
  }
  right = width - MIN (names_w + 10, width * 0.35);
  top = line_h / 2.0 + 2;
  base = height - line_h - 6;

  draw_y_axis (cr, layout, colors, left, right, top, base, max, step);

  /* the x ticks (rounds), thinned out so that their labels do not touch */
  {
    double last_end = -1e9;

    cairo_set_line_width (cr, 1);
    for (guint t = 0; t < self->tick_positions->len; t++)
      {
        double pos = g_array_index (self->tick_positions, double, t);
        double x = round (left + (right - left) * pos / (n_x - 1)) + 0.5;
        const char *label = g_ptr_array_index (self->tick_labels, t);
        int w = text_width (layout, label);

        cairo_set_source_rgba (cr, colors->fg.red, colors->fg.green, colors->fg.blue, 0.15);
        cairo_move_to (cr, x, top);
        cairo_line_to (cr, x, base);
        cairo_stroke (cr);
        if (x - w / 2.0 > last_end + 6 && x + w / 2.0 <= width)
          {
            gdk_cairo_set_source_rgba (cr, &colors->fg);
            show_text (cr, layout, label, x, base + 3, 0.5, 0, NULL);
            last_end = x + w / 2.0;
          }
      }
  }

  for (guint l = 0; l < self->lines->len; l++)
    {
      Line *line = g_ptr_array_index (self->lines, l);
      GdkRGBA ink, casing;
      double last_y = base;

      if (line->values->len == 0)
        continue;
      herald_chart_get_player_rgba (line->color, &ink);
      /* a casing that contrasts with the line: a white line shows on white, a blue one on
       * a dark theme */
      casing = luminance (&ink) > 0.5 ? (GdkRGBA) { 0.2, 0.2, 0.2, 1 }
                                       : (GdkRGBA) { 1, 1, 1, 1 };
      for (guint pass = 0; pass < 2; pass++)
        {
          cairo_new_path (cr);
          for (guint i = 0; i < line->values->len; i++)
            {
              double x = left + (right - left) * i / (n_x - 1);
              double y = line_y (self, l, i, top, base, max);

              /* points change in steps: a staircase, not a slope */
              if (i == 0)
                cairo_move_to (cr, x, y);
              else
                {
                  cairo_line_to (cr, x, last_y);
                  cairo_line_to (cr, x, y);
                }
              last_y = y;
            }
          /* one value (a game with no step yet): level across, to its name at the end; a
           * path of one point drew nothing (break53-4) */
          if (line->values->len == 1)
            cairo_line_to (cr, right, last_y);
          cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
          if (pass == 0)
            {
              cairo_set_dash (cr, NULL, 0, 0);
              cairo_set_line_width (cr, 5);
              gdk_cairo_set_source_rgba (cr, &casing);
            }
          else
            {
              set_dash (cr, l);
              cairo_set_line_width (cr, 2.5);
              gdk_cairo_set_source_rgba (cr, &ink);
            }
          cairo_stroke (cr);
        }
      cairo_set_dash (cr, NULL, 0, 0);
      if (n_ends < G_N_ELEMENTS (ends))
        ends[n_ends++] = (EndLabel) { l, last_y };
    }

  /* the names at the ends of their lines, moved apart where points are equal or close */
  qsort (ends, n_ends, sizeof ends[0], compare_end_labels);
  {
    double ys[G_N_ELEMENTS (ends)];

    for (guint i = 0; i < n_ends; i++)
      ys[i] = ends[i].y;
    herald_chart_place_labels (ys, n_ends, line_h, line_h / 2.0, base);
    for (guint i = 0; i < n_ends; i++)
      ends[i].y = ys[i];
  }
  gdk_cairo_set_source_rgba (cr, &colors->fg);
  for (guint i = 0; i < n_ends; i++)
    {
      Line *line = g_ptr_array_index (self->lines, ends[i].line);

      show_name (cr, layout, line->name, right + 6, ends[i].y, 0, 0.5, MAX (width - right - 6, 1));
    }
}

/**
 * herald_chart_data_draw:
 * @self: a chart's data
 * @cr: where to draw, with the origin at the chart's top left corner
 * @width: the width to fill, in the units of @cr
 * @height: the height to fill
 * @colors: the colours (the theme's, or black on white)
 * @font: the font of the labels
 *
 * Draws the chart: the window's snapshot and the PDF summary both come here.
 */
void
herald_chart_data_draw (HeraldChartData            *self,
                   cairo_t                    *cr,
                   double                      width,
                   double                      height,
                   const HeraldChartColors    *colors,
                   const PangoFontDescription *font)
{
  PangoLayout *layout;

  g_return_if_fail (self != NULL);

  if (width < 40 || height < 40)
    return;
  cairo_save (cr);
  layout = pango_cairo_create_layout (cr);
  pango_layout_set_font_description (layout, font);
  if (self->kind == HERALD_CHART_BARS)
    draw_bars (self, cr, layout, width, height, colors);
  else
    draw_lines (self, cr, layout, width, height, colors);
  g_object_unref (layout);
  cairo_restore (cr);
}

/**
 * herald_chart_data_new:
 * @kind: bars or lines
 *
 * Returns: (transfer full): an empty chart; free with herald_chart_data_free()
 */
HeraldChartData *
herald_chart_data_new (HeraldChartKind kind)
{
  HeraldChartData *self = g_new0 (HeraldChartData, 1);

  self->kind = kind;
  self->labels = g_ptr_array_new_with_free_func (g_free);
  self->values = g_array_new (FALSE, TRUE, sizeof (double));
  self->expected = g_array_new (FALSE, TRUE, sizeof (double));
  self->colors = g_array_new (FALSE, TRUE, sizeof (HeraldColor));
  self->lines = g_ptr_array_new_with_free_func (line_free);
  self->tick_positions = g_array_new (FALSE, TRUE, sizeof (double));
  self->tick_labels = g_ptr_array_new_with_free_func (g_free);
  return self;
}

void
herald_chart_data_free (HeraldChartData *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->labels, g_ptr_array_unref);
  g_clear_pointer (&self->values, g_array_unref);
  g_clear_pointer (&self->expected, g_array_unref);
  g_clear_pointer (&self->colors, g_array_unref);
  g_clear_pointer (&self->lines, g_ptr_array_unref);
  g_clear_pointer (&self->tick_positions, g_array_unref);
  g_clear_pointer (&self->tick_labels, g_ptr_array_unref);
  g_free (self);
}

HeraldChartKind
herald_chart_data_get_kind (HeraldChartData *self)
{
  g_return_val_if_fail (self != NULL, HERALD_CHART_BARS);
  return self->kind;
}

/**
 * herald_chart_data_set_bars:
 * @n: the number of bars
 * @labels: (array length=n): the label under each bar
 * @values: (array length=n): the height of each bar, ≥ 0
 * @expected: (array length=n) (nullable): what was expected of each, drawn as a mark
 * @colors: (array length=n) (nullable): a player colour per bar (with a hatching per bar),
 *   or %NULL for the theme's accent colour
 */
void
herald_chart_data_set_bars (HeraldChartData    *self,
                       guint               n,
                       const char * const *labels,
                       const double       *values,
                       const double       *expected,
                       const HeraldColor  *colors)
{
  g_return_if_fail (self != NULL);

  g_ptr_array_set_size (self->labels, 0);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (self->labels, g_strdup (labels[i]));
  g_array_set_size (self->values, 0);
  g_array_append_vals (self->values, values, n);
  g_array_set_size (self->expected, 0);
  if (expected != NULL)
    g_array_append_vals (self->expected, expected, n);
  g_array_set_size (self->colors, 0);
  if (colors != NULL)
    g_array_append_vals (self->colors, colors, n);
}

/**
 * herald_chart_data_add_line:
 * @name: the series' name, written at the end of its line
 * @color: the player's colour
 * @values: (array length=n): one value per step
 */
void
herald_chart_data_add_line (HeraldChartData *self,
                       const char   *name,
                       HeraldColor   color,
                       const double *values,
                       guint         n)
{
  Line *line;

  g_return_if_fail (self != NULL);

  line = g_new0 (Line, 1);
  line->name = g_strdup (name);
  line->color = color;
  line->values = g_array_new (FALSE, TRUE, sizeof (double));
  g_array_append_vals (line->values, values, n);
  g_ptr_array_add (self->lines, line);
}

/**
 * herald_chart_data_set_ticks:
 * @n: the number of ticks
 * @positions: (array length=n): where on the x axis (a step index)
 * @labels: (array length=n): what each says (the round)
 */
void
herald_chart_data_set_ticks (HeraldChartData    *self,
                        guint               n,
                        const double       *positions,
                        const char * const *labels)
{
  g_return_if_fail (self != NULL);

  g_array_set_size (self->tick_positions, 0);
  g_array_append_vals (self->tick_positions, positions, n);
  g_ptr_array_set_size (self->tick_labels, 0);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (self->tick_labels, g_strdup (labels[i]));
}

