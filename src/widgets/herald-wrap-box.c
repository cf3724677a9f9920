/* herald-wrap-box.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Children in a row while they fit at their natural widths, the rest in further rows below
 * (each child whole: a child wider than the width alone in its row, given the width). With
 * `fill`, the children of a row share its width (as in a box where all expand), and a child
 * alone in its row takes it whole. Without it, with `center`, each row is centred in the
 * width (the winner's page's buttons, fix48-1). Rows are `spacing` pixels apart, and so are
 * the children in a row.
 *
 * In a box, at 360 px and text scale 1.5, "Inserisci dadi…" and "Alchimista…" (a single word)
 * side by side wrapped "Inserisci dadi…" into two lines inside its pill, the second cut by the
 * view switcher, and the Italian badges "Strada", "Mercante" and "Salvatore 1" held the
 * window at 369 px (newcomer report 28, N28-8). Children are added as in a box (<child> in a
 * .ui file). Widths depend on the width given, never on a height, so a wrapping label is laid
 * out only for the width it gets. */

#include "config.h"

#include "herald-wrap-box.h"

struct _HeraldWrapBox
{
  GtkWidget parent_instance;

  int       spacing;
  gboolean  fill;
  gboolean  center;
  guint     n_rows;
};

G_DEFINE_FINAL_TYPE (HeraldWrapBox, herald_wrap_box, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SPACING,
  PROP_FILL,
  PROP_CENTER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

#define MAX_CHILDREN 8

/* The children laid out (at most MAX_CHILDREN), their natural widths, and for @width the
 * width and the row each gets; returns how many */
static guint
plan (HeraldWrapBox *self,
      int            width,
      GtkWidget    **children,
      int           *widths,
      guint         *rows)
{
  int naturals[MAX_CHILDREN];
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL && n < MAX_CHILDREN;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      {
        children[n] = child;
        gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &naturals[n], NULL, NULL);
        n++;
      }

  for (guint first = 0, row = 0; first < n; row++)
    {
      guint end = first + 1;
      int used = naturals[first];

      while (end < n && used + self->spacing + naturals[end] <= width)
        used += self->spacing + naturals[end++];
      for (guint i = first; i < end; i++)
        {
          rows[i] = row;
          widths[i] = MIN (naturals[i], width);
          /* the row's room beyond the natural widths, shared */
          if (self->fill)
            widths[i] = end - first == 1 ? width
                                         : naturals[i] + (width - used) / (int) (end - first)
                                           + (i == end - 1 ? (width - used) % (int) (end - first) : 0);
        }
      first = end;
    }
  return n;
}

static GtkSizeRequestMode
herald_wrap_box_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
herald_wrap_box_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  HeraldWrapBox *self = HERALD_WRAP_BOX (widget);
  GtkWidget *children[MAX_CHILDREN];
  int widths[MAX_CHILDREN];
  guint rows[MAX_CHILDREN];
  guint n;

  *minimum = *natural = 0;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      guint count = 0;

      /* at least the widest child alone; all in one row at best */
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL && count < MAX_CHILDREN;
           child = gtk_widget_get_next_sibling (child))
        if (gtk_widget_should_layout (child))
          {
            int min = 0, nat = 0;

            gtk_widget_measure (child, orientation, -1, &min, &nat, NULL, NULL);
            *minimum = MAX (*minimum, min);
            *natural += (count > 0 ? self->spacing : 0) + nat;
            count++;
          }
      return;
    }

  if (for_size < 0)
    herald_wrap_box_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, minimum, &for_size, NULL, NULL);
  *minimum = *natural = 0;
  n = plan (self, for_size, children, widths, rows);
  for (guint i = 0; i < n;)
    {
      int row_min = 0, row_nat = 0;
      guint row = rows[i];

      for (; i < n && rows[i] == row; i++)
        {
          int min = 0, nat = 0;

          gtk_widget_measure (children[i], orientation, widths[i], &min, &nat, NULL, NULL);
          row_min = MAX (row_min, min);
          row_nat = MAX (row_nat, nat);
        }
      *minimum += (row > 0 ? self->spacing : 0) + row_min;
      *natural += (row > 0 ? self->spacing : 0) + row_nat;
    }
}

static void
herald_wrap_box_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  HeraldWrapBox *self = HERALD_WRAP_BOX (widget);
  GtkWidget *children[MAX_CHILDREN];
  int widths[MAX_CHILDREN];
  guint rows[MAX_CHILDREN];
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  guint n = plan (self, width, children, widths, rows);
  int y = 0;

  self->n_rows = 0;
  for (guint i = 0; i < n;)
    {
      guint row = rows[i], first = i;
      int row_height = 0, x = 0;

      for (guint j = first; j < n && rows[j] == row; j++)
        {
          int nat = 0;

          gtk_widget_measure (children[j], GTK_ORIENTATION_VERTICAL, widths[j], NULL, &nat, NULL, NULL);
          row_height = MAX (row_height, nat);
          x += (j > first ? self->spacing : 0) + widths[j];
        }
      /* the row's room beyond its children, before them when centred */
      x = self->center ? MAX (width - x, 0) / 2 : 0;
      /* a single row gets the whole height */
      if (row == 0 && (n == 0 || rows[n - 1] == 0))
        row_height = height;
      for (; i < n && rows[i] == row; i++)
        {
          int left = rtl ? width - x - widths[i] : x;

          gtk_widget_size_allocate (children[i], &(GtkAllocation) { left, y, widths[i], row_height }, -1);
          x += widths[i] + self->spacing;
        }
      y += row_height + self->spacing;
      self->n_rows++;
    }
}

static void
herald_wrap_box_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (herald_wrap_box_parent_class)->dispose (object);
}

static void
herald_wrap_box_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  HeraldWrapBox *self = HERALD_WRAP_BOX (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      g_value_set_int (value, self->spacing);
      break;

    case PROP_FILL:
      g_value_set_boolean (value, self->fill);
      break;

    case PROP_CENTER:
      g_value_set_boolean (value, self->center);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
herald_wrap_box_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  HeraldWrapBox *self = HERALD_WRAP_BOX (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      self->spacing = g_value_get_int (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;

    case PROP_FILL:
      self->fill = g_value_get_boolean (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;

    case PROP_CENTER:
      self->center = g_value_get_boolean (value);
      gtk_widget_queue_allocate (GTK_WIDGET (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
herald_wrap_box_class_init (HeraldWrapBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = herald_wrap_box_dispose;
  object_class->get_property = herald_wrap_box_get_property;
  object_class->set_property = herald_wrap_box_set_property;
  widget_class->get_request_mode = herald_wrap_box_get_request_mode;
  widget_class->measure = herald_wrap_box_measure;
  widget_class->size_allocate = herald_wrap_box_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "box");
  /* as a GtkBox: nothing of its own for screen readers (a GtkWidget's role came to them as a
   * "filler" named by its class) */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);

  /**
   * HeraldWrapBox:spacing:
   *
   * The pixels between two children of a row, and between two rows
   */
  properties[PROP_SPACING] =
    g_param_spec_int ("spacing", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  /**
   * HeraldWrapBox:fill:
   *
   * Whether the children of a row share its whole width
   */
  properties[PROP_FILL] =
    g_param_spec_boolean ("fill", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  /**
   * HeraldWrapBox:center:
   *
   * Whether each row is centred in the width (without #HeraldWrapBox:fill)
   */
  properties[PROP_CENTER] =
    g_param_spec_boolean ("center", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
herald_wrap_box_init (HeraldWrapBox *self)
{
}

/**
 * herald_wrap_box_get_n_rows:
 *
 * Returns: how many rows the children were last laid out in
 */
guint
herald_wrap_box_get_n_rows (HeraldWrapBox *self)
{
  g_return_val_if_fail (HERALD_IS_WRAP_BOX (self), 0);

  return self->n_rows;
}
